import { QueryTypes, type Sequelize } from 'sequelize';
import type { Event, EventSmsStage } from '../models';
import { eligibleForStageTypeSql } from './eligibility';
import { inviteeCreditsSql, stagePriceShape } from './stage-pricing';

export interface StageFigures {
  /** Invitees the stage goes to now. */
  eligible: number;
  /** Credits of the body rendered for each eligible invitee (chat stages: one chat credit each). */
  totalSms: number;
  /** What is left to send of that in the current run (see README: Events). */
  remaining: number;
}

/**
 * The figures of every given stage of one event in ONE query, from the current invitees: eligibility per stage type,
 * each invitee's rendered body priced by the segment rule. `remaining`: a stage that has not run, or a recurring
 * stage between runs, has all of it left; while `sending`, the eligible invitees with no message in the run's batch
 * (`current_batch_id`); a sent, completed or cancelled stage has nothing left.
 */
export async function stageFigures(
  sequelize: Sequelize, event: Event, stages: EventSmsStage[], publicBaseUrl: string,
): Promise<Map<number, StageFigures>> {
  const figures = new Map<number, StageFigures>();
  if (stages.length === 0) return figures;
  const shapes = stages.map((stage) => stagePriceShape(stage.id, stage.body, event, publicBaseUrl));
  const rows = await sequelize.query<{ id: number; eligible: number; credits: number; remaining: number }>(
    `SELECT s.id, f.eligible, f.credits,
            CASE WHEN s.status IN ('sent', 'completed', 'cancelled') THEN 0 WHEN s.status = 'sending' THEN f.unsent ELSE f.credits END AS remaining
     FROM event_sms_stages s
     JOIN events e ON e.id = s.event_id
     JOIN jsonb_to_recordset($3::jsonb) AS p(stage_id int, fast boolean, divisor int, fixed int, names int, pledges int, links int) ON p.stage_id = s.id
     CROSS JOIN LATERAL (
       SELECT count(*) AS eligible, coalesce(sum(r.credits), 0) AS credits, coalesce(sum(r.credits) FILTER (WHERE r.unsent), 0) AS unsent
       FROM (SELECT CASE WHEN s.channel = 'chat' THEN 1 ELSE ${inviteeCreditsSql('p', 's.body', '$4')} END AS credits,
                    CASE WHEN s.status = 'sending' THEN NOT EXISTS (
                      SELECT 1 FROM messages m WHERE m.invitee_id = i.id AND m.batch_id = s.current_batch_id) ELSE false END AS unsent
             FROM event_invitees i
             WHERE i.tenant_id = s.tenant_id AND i.event_id = s.event_id AND ${eligibleForStageTypeSql('s.stage_type')}) r
     ) f
     WHERE s.tenant_id = $1 AND s.event_id = $2`,
    { bind: [event.tenantId, event.id, JSON.stringify(shapes), publicBaseUrl], type: QueryTypes.SELECT },
  );
  for (const row of rows) figures.set(row.id, { eligible: Number(row.eligible), totalSms: Number(row.credits), remaining: Number(row.remaining) });
  return figures;
}
