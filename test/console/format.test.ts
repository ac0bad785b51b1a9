import assert from 'node:assert/strict';
import { formatCount, formatDate, formatDateTime, formatMoney, formatPhone } from '../../console/src/format/format';

describe("the console's formatting (console/src/format/format.ts)", () => {
  it('writes shillings and counts with thousands separators', () => {
    assert.equal(formatMoney(1_250_000), 'TZS 1,250,000');
    assert.equal(formatMoney(0), 'TZS 0');
    assert.equal(formatCount(12_500), '12,500');
  });

  it('shows instants in Dar es Salaam time whatever the zone of the machine, and calendar dates as they are', () => {
    // 21:30 UTC is 00:30 the next day in Dar es Salaam (UTC+3, no summer time).
    assert.match(formatDateTime('2026-11-28T21:30:00Z', 'en'), /Nov 29, 2026.*12:30\sAM/);
    assert.match(formatDateTime('2026-11-28T21:30:00Z', 'sw'), /29/);
    assert.equal(formatDate('2026-12-09', 'en'), 'Wed, December 9');
    assert.equal(formatDate('2026-12-09', 'sw'), 'Jumatano, 9 Desemba');
  });

  it('writes Tanzanian numbers as 0712 345 678 and leaves foreign ones international', () => {
    assert.equal(formatPhone('+255712345678'), '0712 345 678');
    assert.equal(formatPhone('255754321987'), '0754 321 987');
    assert.equal(formatPhone('+254712345678'), '+254 712 345678');
    assert.equal(formatPhone('not a number'), 'not a number');
  });
});
