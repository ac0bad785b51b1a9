/**
 * What a signed chat webhook brings, taken in (docs/decisions.md §7): status events stored once per (wamid, status) and then
 * applied to their messages (never backwards; one whose wamid is not stored yet is applied when it is); replies
 * stored for the inbox, and the RSVP taps among them answered.
 */
import type { Sequelize } from 'sequelize';
import { parseChatWebhook } from '../../domain/chat/chat-webhook';
import { recordChatStatusEvents } from '../../db/chat/chat-status-events';
import { applyChatStatusEvents } from '../../db/chat/chat-statuses';
import { storeChatInboundMessages } from '../../db/chat/chat-inbound-messages';
import { answerRsvpTaps } from '../events/rsvp-by-button';

export interface ChatWebhookSummary {
  statuses: number;
  newStatuses: number;
  messagesChanged: number;
  inbound: number;
  newInbound: number;
  /** New replies that matched no organization: no quote of ours, no chat message to the number within 24 h (kept, listed nowhere). */
  unassigned: number;
  rsvps: number;
}

export async function takeChatWebhook(sequelize: Sequelize, body: unknown): Promise<ChatWebhookSummary> {
  const { statuses, inbound } = parseChatWebhook(body);
  const newStatuses = await recordChatStatusEvents(sequelize, statuses);
  const changed = await applyChatStatusEvents(sequelize, [...new Set(statuses.map((s) => s.wamid))]);
  const stored = await storeChatInboundMessages(sequelize, inbound);
  const rsvps = await answerRsvpTaps(
    sequelize,
    inbound.map((m) => m.wamid),
  );
  return {
    statuses: statuses.length,
    newStatuses,
    messagesChanged: changed.length,
    inbound: inbound.length,
    newInbound: stored.length,
    unassigned: stored.filter((message) => message.tenantId === null).length,
    rsvps,
  };
}
