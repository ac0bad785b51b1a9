import assert from 'node:assert/strict';
import { addDays, darDate, darDayStart, daysBetween, parseIsoDate } from '../../domain/calendar/dar-calendar';
import { birthdayInYear, birthdayMonthDays, nextBirthday } from '../../domain/calendar/birthdays';
import { nextPublicHoliday, TANZANIA_PUBLIC_HOLIDAYS } from '../../domain/calendar/tz-holidays';
import { checkContactRow, readBirthDate } from '../../domain/contacts/contact-import-row';
import { createBatchPhoneNormalizer } from '../../domain/contacts/phone-batch';
import { normalizeTanzanianPhone } from '../../domain/contacts/phone';
import { sniffDelimiter } from '../../api/contacts/imports/csv-contacts';
import { phoneSearchDigits } from '../../db/contacts/contacts';

describe('Dar es Salaam calendar', () => {
  it('takes the day at UTC+3 whatever the host zone', () => {
    assert.equal(darDate(new Date('2026-12-31T20:59:59Z')), '2026-12-31');
    assert.equal(darDate(new Date('2026-12-31T21:00:00Z')), '2027-01-01');
    assert.equal(darDayStart('2027-01-01').toISOString(), '2026-12-31T21:00:00.000Z');
  });

  it('adds and counts days across month and year ends and refuses impossible dates', () => {
    assert.equal(addDays('2026-12-30', 3), '2027-01-02');
    assert.equal(addDays('2028-02-28', 1), '2028-02-29');
    assert.equal(daysBetween('2026-12-25', '2027-01-05'), 11);
    assert.equal(parseIsoDate('2026-02-29'), null);
    assert.deepEqual(parseIsoDate('2028-02-29'), { year: 2028, month: 2, day: 29 });
  });
});

describe('birthdays', () => {
  it('counts days and the upcoming age, today included, across the year end', () => {
    assert.deepEqual(nextBirthday('1990-11-23', '2026-11-23'), { date: '2026-11-23', daysUntil: 0, upcomingAge: 36 });
    assert.deepEqual(nextBirthday('1990-01-05', '2026-12-20'), { date: '2027-01-05', daysUntil: 16, upcomingAge: 37 });
    assert.deepEqual(nextBirthday('1990-11-22', '2026-11-23'), { date: '2027-11-22', daysUntil: 364, upcomingAge: 37 });
  });

  it('celebrates 29 February on 28 February in non-leap years', () => {
    assert.equal(birthdayInYear('2000-02-29', 2027), '2027-02-28');
    assert.equal(birthdayInYear('2000-02-29', 2028), '2028-02-29');
    assert.deepEqual(nextBirthday('2000-02-29', '2027-02-01'), { date: '2027-02-28', daysUntil: 27, upcomingAge: 27 });
    assert.deepEqual(nextBirthday('2000-02-29', '2027-03-01'), { date: '2028-02-29', daysUntil: 365, upcomingAge: 28 });
  });

  it('lists the (month, day) pairs of a window, adding 29 February beside 28 February in non-leap years', () => {
    const pairs = birthdayMonthDays('2027-02-27', 3);
    assert.deepEqual(pairs, [
      [2, 27],
      [2, 28],
      [2, 29],
      [3, 1],
    ]);
    assert.deepEqual(birthdayMonthDays('2028-02-28', 2), [
      [2, 28],
      [2, 29],
    ]);
    const yearEnd = birthdayMonthDays('2026-12-30', 30);
    assert.deepEqual(yearEnd.slice(0, 3), [
      [12, 30],
      [12, 31],
      [1, 1],
    ]);
    assert.equal(yearEnd.length, 30);
  });
});

describe('Tanzanian public holidays', () => {
  it('gives the next holiday with days_until, today included, and null past the table', () => {
    assert.deepEqual(nextPublicHoliday('2026-11-23'), { name: 'Independence Day', date: '2026-12-09', days_until: 16 });
    assert.deepEqual(nextPublicHoliday('2026-12-09'), { name: 'Independence Day', date: '2026-12-09', days_until: 0 });
    assert.deepEqual(nextPublicHoliday('2026-12-27'), { name: "New Year's Day", date: '2027-01-01', days_until: 5 });
    assert.equal(nextPublicHoliday('2027-12-27'), null);
  });

  it('holds real, ordered dates with Easter on the computus dates', () => {
    const dates = TANZANIA_PUBLIC_HOLIDAYS.map((h) => h.date);
    assert.ok(dates.every((d) => parseIsoDate(d)));
    assert.deepEqual([...dates].sort(), dates);
    const byName = (name: string) => TANZANIA_PUBLIC_HOLIDAYS.filter((h) => h.name === name).map((h) => h.date);
    assert.deepEqual(byName('Good Friday'), ['2026-04-03', '2027-03-26']);
    assert.deepEqual(byName('Easter Monday'), ['2026-04-06', '2027-03-29']);
  });
});

describe('contact import rows', () => {
  const normalize = createBatchPhoneNormalizer();

  it('normalizes phones exactly like normalizeTanzanianPhone', () => {
    const inputs = [
      '0712345678',
      '+255 712 345 678',
      '255-754-000-111',
      '0622123456',
      '0222123456',
      '0812345678',
      '712345678',
      '(0712) 345678',
      'abc',
      '+2550712345678',
      '07123',
      '0612345678',
      '0642123456',
      ' 0765 111 222 ',
    ];
    for (const input of inputs) assert.equal(normalize(input), normalizeTanzanianPhone(input), input);
  });

  it('reports every problem of a row together and accepts day-first dates', () => {
    const bad = checkContactRow(
      { name: '', phone: '123', email: 'x@', birth_date: '31/02/1990' },
      normalize,
      '2026-11-23',
    );
    assert.equal(bad.ok, false);
    if (!bad.ok)
      for (const word of ['name', 'phone', 'email', 'birth date']) assert.match(bad.message, new RegExp(word));
    const good = checkContactRow(
      { name: ' Asha ', phone: '0712345678', email: ' A@B.CO ', birth_date: '05/07/1990' },
      normalize,
      '2026-11-23',
    );
    assert.deepEqual(good, {
      ok: true,
      contact: { name: 'Asha', phone: '255712345678', email: 'a@b.co', birthDate: '1990-07-05' },
    });
    assert.equal(readBirthDate('2026-11-24', '2026-11-23'), null);
    assert.equal(readBirthDate('1990-01-01T00:00:00Z', '2026-11-23'), '1990-01-01');
  });

  it('picks the delimiter of the header line, ignoring quoted ones', () => {
    assert.equal(sniffDelimiter('name,phone,email'), ',');
    assert.equal(sniffDelimiter('name;phone;"a,b,c"'), ';');
    assert.equal(sniffDelimiter('name\tphone'), '\t');
    assert.equal(sniffDelimiter('name'), ',');
  });

  it('turns a phone-looking search into stored digits', () => {
    assert.equal(phoneSearchDigits('0712 34'), '25571234');
    assert.equal(phoneSearchDigits('+25571'), '25571');
    assert.equal(phoneSearchDigits('Neema'), null);
  });
});
