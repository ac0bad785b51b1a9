import assert from 'node:assert/strict';
import fc from 'fast-check';
import { nextStageRun, stageOccurrence, type StageRecurrence } from '../../domain/events/stage-lifecycle';
import { darDate } from '../../domain/calendar/dar-calendar';

const at = (iso: string) => new Date(iso);
/** Runs of a stage from `after` on, until none is left. */
function runsAfter(recurrence: StageRecurrence, after: Date): string[] {
  const runs: string[] = [];
  for (let next = nextStageRun(recurrence, after); next; next = nextStageRun(recurrence, next))
    runs.push(next.toISOString());
  return runs;
}

describe('stage recurrence (Dar es Salaam wall-clock)', () => {
  it('runs a daily stage at the same Dar es Salaam time every day up to and including end_at', () => {
    // 08:00 in Dar es Salaam is 05:00Z.
    const daily = { sendAt: at('2027-03-10T05:00:00Z'), frequency: 'daily' as const, endAt: '2027-03-12' };
    assert.deepEqual(runsAfter(daily, at('2027-03-01T00:00:00Z')), [
      '2027-03-10T05:00:00.000Z',
      '2027-03-11T05:00:00.000Z',
      '2027-03-12T05:00:00.000Z',
    ]);
    assert.equal(
      nextStageRun(daily, at('2027-03-10T05:00:00Z'))?.toISOString(),
      '2027-03-11T05:00:00.000Z',
      'strictly after',
    );
    assert.equal(nextStageRun(daily, at('2027-03-12T05:00:00Z')), null);
  });

  it('takes end_at as a Dar es Salaam day: 22:30 on the last day is still in, because it is already the next day in UTC+3', () => {
    const lateDaily = { sendAt: at('2027-03-10T19:30:00Z'), frequency: 'daily' as const, endAt: '2027-03-12' };
    assert.deepEqual(
      runsAfter(lateDaily, at('2027-03-01T00:00:00Z')).map((r) => darDate(new Date(r))),
      ['2027-03-10', '2027-03-11', '2027-03-12'],
    );
    const lateAfterMidnight = { sendAt: at('2027-03-10T21:30:00Z'), frequency: 'daily' as const, endAt: '2027-03-12' };
    assert.deepEqual(
      runsAfter(lateAfterMidnight, at('2027-03-01T00:00:00Z')).map((r) => darDate(new Date(r))),
      ['2027-03-11', '2027-03-12'],
    );
  });

  it('runs a weekly stage on the same weekday and time', () => {
    const weekly = { sendAt: at('2027-01-04T07:15:00Z'), frequency: 'weekly' as const, endAt: '2027-01-25' };
    assert.deepEqual(runsAfter(weekly, at('2027-01-01T00:00:00Z')), [
      '2027-01-04T07:15:00.000Z',
      '2027-01-11T07:15:00.000Z',
      '2027-01-18T07:15:00.000Z',
      '2027-01-25T07:15:00.000Z',
    ]);
  });

  it('runs a monthly stage of the 31st on the last day of shorter months, and on the 31st again when the month has one', () => {
    const monthly = { sendAt: at('2027-01-31T07:00:00Z'), frequency: 'monthly' as const, endAt: '2027-07-31' };
    assert.deepEqual(
      runsAfter(monthly, at('2027-01-01T00:00:00Z')).map((r) => darDate(new Date(r))),
      ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30', '2027-07-31'],
    );
    assert.equal(
      stageOccurrence(at('2028-01-31T07:00:00Z'), 'monthly', 1).toISOString(),
      '2028-02-29T07:00:00.000Z',
      'a leap February',
    );
    // The 31st at 23:30 in Dar es Salaam is 20:30Z the same day; the day is the Dar es Salaam one.
    assert.equal(stageOccurrence(at('2027-01-31T20:30:00Z'), 'monthly', 3).toISOString(), '2027-04-30T20:30:00.000Z');
    assert.equal(
      stageOccurrence(at('2027-12-15T05:00:00Z'), 'monthly', 2).toISOString(),
      '2028-02-15T05:00:00.000Z',
      'across a year',
    );
  });

  it('runs a once stage at send_at only', () => {
    const once = { sendAt: at('2027-02-01T09:00:00Z'), frequency: 'once' as const, endAt: null };
    assert.deepEqual(runsAfter(once, at('2027-01-01T00:00:00Z')), ['2027-02-01T09:00:00.000Z']);
    assert.equal(nextStageRun(once, at('2027-02-01T09:00:00Z')), null);
  });

  it('finds the first run after any instant, whatever the frequency (property)', () => {
    const recurrence = fc.record({
      sendAt: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms)),
      frequency: fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const),
      days: fc.integer({ min: 0, max: 800 }),
    });
    fc.assert(
      fc.property(recurrence, fc.integer({ min: -100, max: 900 }), ({ sendAt, frequency, days }, offsetDays) => {
        const endAt = darDate(new Date(sendAt.getTime() + days * 86_400_000));
        const after = new Date(sendAt.getTime() + offsetDays * 86_400_000 + 3_600_000);
        const next = nextStageRun({ sendAt, frequency, endAt }, after);
        const all: Date[] = [];
        for (let k = 0, run = sendAt; darDate(run) <= endAt; run = stageOccurrence(sendAt, frequency, ++k))
          all.push(run);
        assert.equal(next?.toISOString() ?? null, all.find((r) => r > after)?.toISOString() ?? null);
      }),
      { seed: 20_261_126, numRuns: 500 },
    );
  });
});
