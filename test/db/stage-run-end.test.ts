import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { RUN_ENDS_ON_STAGE_SQL, STATUS_AFTER_RUN_SQL } from '../../db/events/stage-runs';
import {
  canMove,
  stageStatusAfterRun,
  stageStatusAfterSkip,
  type StageAtRunEnd,
  type RunOutcome,
  type StageRunTrigger,
} from '../../domain/events/stage-lifecycle';
import { STAGE_FREQUENCIES, STAGE_STATUSES } from '../../domain/events/vocabulary';

/** Every stage a run's end may find, with every way the run may have ended. */
const CASES: { stage: StageAtRunEnd; run: RunOutcome }[] = STAGE_STATUSES.flatMap((status) =>
  STAGE_FREQUENCIES.flatMap((frequency) =>
    [false, true].flatMap((armed) =>
      (['scheduled', 'now'] as StageRunTrigger[]).flatMap((trigger) =>
        [0, 3].map((submitted) => ({ stage: { status, frequency, armed }, run: { trigger, submitted } })),
      ),
    ),
  ),
);

/**
 * What finishStageRun's SQL leaves each case's stage in, evaluated by PostgreSQL over a row of the real table type:
 * the new status where the run's end lands on the stage, the status unchanged where it does not.
 */
async function statusesBySql(): Promise<string[]> {
  const rows = CASES.map(({ stage, run }) => ({
    stage: {
      status: stage.status,
      frequency: stage.frequency,
      next_run_at: stage.armed ? '2027-01-01T07:00:00Z' : null,
    },
    run: run.trigger,
    submitted: run.submitted,
  }));
  const answers = await testEnv().sequelize.query<{ status: string }>(
    `SELECT CASE WHEN ${RUN_ENDS_ON_STAGE_SQL} THEN ${STATUS_AFTER_RUN_SQL} ELSE s.status END AS status
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY c(item, n)
     CROSS JOIN LATERAL jsonb_populate_record(NULL::event_sms_stages, c.item->'stage') s
     CROSS JOIN LATERAL (SELECT c.item->>'run' AS run, (c.item->>'submitted')::int AS submitted) r
     ORDER BY c.n`,
    { bind: [JSON.stringify(rows)], type: QueryTypes.SELECT },
  );
  return answers.map((answer) => answer.status);
}

describe('the end of a stage run: finishStageRun (SQL) and stageStatusAfterRun (TypeScript) agree', () => {
  it('leaves every (status, frequency, armed, trigger, submitted) case in the same status', async () => {
    const bySql = await statusesBySql();
    assert.equal(bySql.length, CASES.length);
    const disagreements = CASES.flatMap(({ stage, run }, i) => {
      const byTs = stageStatusAfterRun(stage, run);
      return byTs === bySql[i] ? [] : [`${JSON.stringify({ ...stage, ...run })}: SQL ${bySql[i]}, TypeScript ${byTs}`];
    });
    assert.deepEqual(disagreements, []);
  });

  it('moves only a sending stage, and only by an allowed finish move', () => {
    for (const { stage, run } of CASES) {
      const status = stageStatusAfterRun(stage, run);
      if (stage.status === 'sending')
        assert.ok(canMove('sending', 'finish', status), `${JSON.stringify({ ...stage, ...run })} → ${status}`);
      else assert.equal(status, stage.status);
    }
  });

  it('moves an armed stage whose run is skipped by an allowed skip move', () => {
    for (const status of ['scheduled', 'active'] as const) {
      for (const frequency of STAGE_FREQUENCIES.filter((f) => status === 'scheduled' || f !== 'once')) {
        for (const next of [new Date('2027-01-01T07:00:00Z'), null]) {
          const after = stageStatusAfterSkip(frequency, next);
          assert.ok(canMove(status, 'skip', after), `${status} ${frequency} next ${String(next)} → ${after}`);
        }
      }
    }
  });
});
