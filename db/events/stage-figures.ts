import { QueryTypes, type Sequelize } from 'sequelize';
import type { Event, EventStage } from '../models';
import { channelCreditsSql } from '../messaging/channel-pricing';
import { eligibleInviteesWhere } from './eligibility';
import { inviteePlaceholderSql } from './invitee-placeholders-sql';
import { channelLiteral, optedOutInviteesSql } from './invitee-opt-outs';

export interface StageFigures {
  /** Invitees the stage goes to now: eligible by its type, and not opted out of its channel. */
  eligible: number;
  /** Credits of the body rendered for each eligible invitee (chat stages: one chat credit each). */
  totalSms: number;
  /** What is left to send of that in the current run (see docs/api-behaviour.md: Events). */
  remaining: number;
}

/**
 * One stage's figures as a branch of the figures query; its body is bind parameter `bodyParam` (priced exactly as
 * loaded), and only numbers and our own SQL are written into the text.
 */
function stageBranch(stage: EventStage, bodyParam: string): string {
  const credits = channelCreditsSql(stage.channel, stage.body, `${bodyParam}::text`, inviteePlaceholderSql('$3')).sql;
  return `SELECT s.id, f.eligible, f.credits,
            CASE WHEN s.status IN ('sent', 'completed', 'cancelled') THEN 0 WHEN s.status = 'sending' THEN f.unsent ELSE f.credits END AS remaining
     FROM event_sms_stages s JOIN events e ON e.id = s.event_id
     CROSS JOIN LATERAL (
       SELECT count(*) AS eligible, coalesce(sum(r.credits), 0) AS credits, coalesce(sum(r.credits) FILTER (WHERE r.unsent), 0) AS unsent
       FROM (SELECT ${credits} AS credits,
                    CASE WHEN s.status = 'sending' THEN NOT EXISTS (
                      SELECT 1 FROM messages m WHERE m.invitee_id = i.id AND m.batch_id = s.current_batch_id) ELSE false END AS unsent
             FROM event_invitees i
             WHERE i.tenant_id = s.tenant_id AND i.event_id = s.event_id AND ${eligibleInviteesWhere(stage.stageType)}
               AND i.id NOT IN (${optedOutInviteesSql('$1', channelLiteral(stage.channel))})) r
     ) f
     WHERE s.id = ${Number(stage.id)} AND s.tenant_id = $1 AND s.event_id = $2
       -- Types every bind even where the cost rule does not read them (chat: one credit, whatever the body).
       AND ${bodyParam}::text IS NOT NULL AND $3::text IS NOT NULL`;
}

/**
 * The figures of every given stage of one event in ONE query, from the current invitees: eligibility per stage type,
 * less those who opted out of the stage's channel (left out of a run exactly so: optedOutInviteesSql), each invitee's rendered body priced by the segment rule with the send pipeline's own pricing (creditsSql), so the
 * cost shown is what a send bills. `remaining`: a stage that has not run, or a recurring stage between runs, has all
 * of it left; while `sending`, the eligible invitees with no message in the run's batch (`current_batch_id`); a sent,
 * completed or cancelled stage has nothing left.
 */
export async function stageFigures(
  sequelize: Sequelize,
  event: Event,
  stages: EventStage[],
  publicBaseUrl: string,
): Promise<Map<number, StageFigures>> {
  const figures = new Map<number, StageFigures>();
  if (stages.length === 0) return figures;
  const rows = await sequelize.query<{ id: number; eligible: number; credits: number; remaining: number }>(
    stages.map((stage, n) => stageBranch(stage, `$${4 + n}`)).join('\nUNION ALL\n'),
    { bind: [event.tenantId, event.id, publicBaseUrl, ...stages.map((stage) => stage.body)], type: QueryTypes.SELECT },
  );
  for (const row of rows)
    figures.set(row.id, {
      eligible: Number(row.eligible),
      totalSms: Number(row.credits),
      remaining: Number(row.remaining),
    });
  return figures;
}
