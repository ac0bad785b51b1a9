import assert from 'node:assert/strict';
import { parseUserDateTime } from '../../domain/calendar/dar-datetime';

const iso = (text: string) => parseUserDateTime(text)?.toISOString() ?? null;

describe('parseUserDateTime: a zone-less datetime is Dar es Salaam time', () => {
  it('reads a datetime without an offset as UTC+3, in every ISO 8601 spelling', () => {
    for (const text of [
      '2026-12-01 09:00',
      '2026-12-01T09:00',
      '2026-12-01T09:00:00',
      '2026-12-01T09:00:00.000',
      ' 2026-12-01t09:00:00,0 ',
    ]) {
      assert.equal(iso(text), '2026-12-01T06:00:00.000Z', text);
    }
    assert.equal(iso('2026-12-01T09:00:05.123456'), '2026-12-01T06:00:05.123Z');
    assert.equal(iso('2026-12-01'), '2026-11-30T21:00:00.000Z');
    assert.equal(iso('2027-01-01 01:30'), '2026-12-31T22:30:00.000Z');
  });

  it('keeps a datetime with Z or an offset as given', () => {
    assert.equal(iso('2026-12-01T09:00:00Z'), '2026-12-01T09:00:00.000Z');
    assert.equal(iso('2026-12-01 09:00z'), '2026-12-01T09:00:00.000Z');
    assert.equal(iso('2026-12-01T09:00:00.250+03:00'), '2026-12-01T06:00:00.250Z');
    assert.equal(iso('2026-12-01T09:00+0300'), '2026-12-01T06:00:00.000Z');
    assert.equal(iso('2026-12-01T09:00-05'), '2026-12-01T14:00:00.000Z');
  });

  it('refuses what is not an ISO 8601 datetime or names an impossible day or time', () => {
    for (const text of [
      'kesho',
      '',
      '2026-02-30 09:00',
      '2026-13-01 09:00',
      '2026-12-01 24:00',
      '2026-12-01 09:60',
      '2026-12-01 09:00:61',
      '2026-12-01 9:00',
      '2026-12-01T09',
      '2026-12-01Z',
      '2026-12-01T09:00+24:00',
      '2026-12-01T09:00+03:60',
      'Dec 1 2026 09:00',
      '1764568800000',
    ]) {
      assert.equal(iso(text), null, text);
    }
  });
});
