import { QueryTypes, type Sequelize } from 'sequelize';
import type { StageChannel, StageType } from '../../domain/events/vocabulary';
import { recipientSource } from '../messaging/batch-recipients';
import { renderSql } from '../messaging/render-sql';
import { stageInvitees } from './stage-audience';

/**
 * `texts` rendered in SQL, as a run renders them, for the first invitee (lowest id) a stage of this type would reach
 * on `channel` now: the run's own audience (stageInvitees) less those opted out of the channel (the source's
 * `optedOut`, as acceptance leaves them out); null when there is none.
 */
export async function renderForFirstInvitee(
  sequelize: Sequelize,
  target: { tenantId: number; eventId: number; stageType: StageType; channel: StageChannel },
  texts: readonly string[],
  publicBaseUrl: string,
): Promise<string[] | null> {
  const source = recipientSource('invitees');
  const audience = stageInvitees(target.tenantId, target.eventId, target.stageType, publicBaseUrl);
  const columns = audience.placeholders ?? source.placeholders(':publicBaseUrl');
  const rendered = texts.map((_, n) => renderSql(`CAST(:text${n} AS text)`, columns));
  const [row] = await sequelize.query<{ texts: string[] }>(
    `SELECT ARRAY[${rendered.join(', ')}]::text[] AS texts ${audience.fromRows}
       AND ${audience.idColumn} NOT IN (SELECT id FROM (${source.optedOut}) opted_out)
     ORDER BY ${audience.idColumn} LIMIT 1`,
    {
      replacements: {
        ...audience.replacements,
        channel: target.channel,
        ...Object.fromEntries(texts.map((text, n) => [`text${n}`, text])),
      },
      type: QueryTypes.SELECT,
    },
  );
  return row ? row.texts : null;
}
