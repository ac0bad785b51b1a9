import assert from 'node:assert/strict';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { CANONICAL_MOBILE, normalizeTanzanianPhone } from '../../domain/contacts/phone';
import { slugify } from '../../infra/slug';
import { formatTimestamp } from '../../infra/timestamps';
import { renderPlaceholders } from '../../domain/messaging/placeholders';

describe('normalizeTanzanianPhone', () => {
  it('accepts local, +255 and 255 forms with spaces or dashes', () => {
    for (const input of [
      '0712345678',
      '+255712345678',
      '255712345678',
      '0712 345 678',
      '+255-712-345-678',
      '0612345678',
    ]) {
      assert.match(normalizeTanzanianPhone(input) ?? '', /^255[67]\d{8}$/, input);
    }
    assert.equal(normalizeTanzanianPhone('0754000111'), '255754000111');
  });

  it('refuses other countries, fixed lines, short numbers and junk', () => {
    for (const input of [
      '+254712345678',
      '0222110000',
      '071234567',
      '07123456789',
      'abc',
      '',
      '+1 202 555 0100',
      null,
      undefined,
      {},
    ]) {
      assert.equal(normalizeTanzanianPhone(input), null, String(input));
    }
  });
});

describe('canonical mobile numbers taken without parsing', () => {
  it('agree with libphonenumber for every two-digit national prefix', () => {
    for (let prefix = 0; prefix < 100; prefix++) {
      for (const rest of ['0000000', '1234567', '9999999']) {
        const number = `255${String(prefix).padStart(2, '0')}${rest}`;
        const parsed = parsePhoneNumberFromString(`+${number}`);
        const parsedMobile = Boolean(
          parsed?.isValid() &&
          parsed.country === 'TZ' &&
          ['MOBILE', 'FIXED_LINE_OR_MOBILE'].includes(parsed.getType() ?? ''),
        );
        assert.equal(CANONICAL_MOBILE.test(number), parsedMobile, number);
        assert.equal(normalizeTanzanianPhone(number), parsedMobile ? number : null, number);
      }
    }
  });
});

describe('small shared helpers', () => {
  it('slugifies organization names', () => {
    assert.equal(slugify('Harusi ya Neema & Juma!'), 'harusi-ya-neema-and-juma');
    assert.equal(slugify('  Église Saint-Joseph  '), 'eglise-saint-joseph');
    assert.equal(slugify('!!!'), 'organization');
  });

  it('formats timestamps with six fractional digits and Z', () => {
    assert.equal(formatTimestamp(new Date('2026-11-23T09:15:02.120Z')), '2026-11-23T09:15:02.120000Z');
    assert.equal(formatTimestamp(null), null);
  });

  it('renders known placeholders, empties missing values, keeps unknown ones', () => {
    assert.equal(
      renderPlaceholders('Habari {name}, {email}{unknown}', { name: 'Juma', email: null }),
      'Habari Juma, {unknown}',
    );
  });
});
