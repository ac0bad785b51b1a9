import type { Event } from '../models';
import { renderPlaceholders } from '../../lib/messaging/placeholders';
import { countGsm7Septets, GSM7_SEGMENT_SEPTETS, UCS2_SEGMENT_UNITS } from '../../lib/messaging/sms-segments';
import { formatEventDate } from '../../lib/events/placeholders';
import { pledgeAmountTextSql, renderStageBodySql } from './invitee-placeholders-sql';

/** Printable ASCII without backtick and GSM-7 extension characters, plus CR/LF: one septet (or one UCS-2 unit) each. */
const SIMPLE_TEXT = /^[\n\r -Z_a-z]*$/;
const SIMPLE_TEXT_SQL = String.raw`'^[\n\r -Z_a-z]*$'`;
const TOKEN = /\{(\w+)\}/g;

/**
 * What pricing a stage body for one invitee needs besides that invitee: the body with the event's values filled and
 * the invitee's placeholders left empty, measured in septets (GSM-7) or UTF-16 units (UCS-2), plus how often each
 * invitee placeholder occurs. The rendered length is additive, so for an invitee whose values are plain ASCII the
 * credits are `ceil((fixed + Σ count × value length) / divisor)`, with no rendering at all.
 */
export interface StagePriceShape {
  stage_id: number;
  /** False when PUBLIC_BASE_URL itself is not plain ASCII: every invitee is then rendered. */
  fast: boolean;
  divisor: number;
  fixed: number;
  names: number;
  pledges: number;
  links: number;
}

export function stagePriceShape(stageId: number, body: string, event: Pick<Event, 'name' | 'eventDate' | 'venue'>, publicBaseUrl: string): StagePriceShape {
  const counts: Record<string, number> = { invitee_name: 0, pledge_amount: 0, event_link: 0 };
  for (const [, name] of body.matchAll(TOKEN)) if (name in counts) counts[name] += 1;
  const partial = renderPlaceholders(body, {
    invitee_name: '', pledge_amount: '', event_link: '', event_name: event.name, event_date: formatEventDate(event.eventDate), venue: event.venue,
  });
  const linkPrefix = `${publicBaseUrl}/e/`;
  const septets = countGsm7Septets(partial);
  return {
    stage_id: stageId,
    fast: SIMPLE_TEXT.test(linkPrefix),
    divisor: septets === null ? UCS2_SEGMENT_UNITS : GSM7_SEGMENT_SEPTETS,
    fixed: (septets ?? partial.length) + counts.event_link * linkPrefix.length,
    names: counts.invitee_name,
    pledges: counts.pledge_amount,
    links: counts.event_link,
  };
}

/**
 * The SMS credits of `bodySql` rendered for invitee `i` of event `e`, as SQL, given the stage's shape under alias
 * `shape`: arithmetic for plain-ASCII names (pledge texts and links are always plain), render_placeholders and
 * sms_segments for any other name. Equal to `sms_segments(renderStageBodySql(…))` for every invitee (tested).
 */
export function inviteeCreditsSql(shape: string, bodySql: string, publicBaseUrlSql: string): string {
  return `CASE WHEN ${shape}.fast AND i.name ~ ${SIMPLE_TEXT_SQL}
    THEN (${shape}.fixed + ${shape}.names * char_length(i.name) + ${shape}.pledges * char_length(${pledgeAmountTextSql})
          + ${shape}.links * char_length(i.public_token) + ${shape}.divisor - 1) / ${shape}.divisor
    ELSE sms_segments(${renderStageBodySql(bodySql, publicBaseUrlSql)}) END`;
}
