import type { Operation } from '../operation';
import { createOptOutSchema, deleteOptOutQuery, listOptOutsQuery } from '../../../messaging/schemas/opt-outs';

const tag = 'Opt-outs';
/** Numbers that asked to receive nothing more: never sent to, never billed (bulk, group, stage and birthday sends skip them). */
export const optOutOperations: Operation[] = [
  {
    method: 'get',
    path: '/opt-outs',
    tag,
    summary:
      "The organization's opt-outs, newest first: {id, phone, channel (sms, chat, or null for every channel), source (made by the recipient: link, its {optout_link} page, or reply, STOP or ACHA on chat; made by the organization: api), contact {id, name} or null, created_at}; `phone` matches part of the number (0712… finds 255712…), `channel=all` the every-channel entries",
    permission: ['opt_outs.view'],
    query: listOptOutsQuery,
    success: { status: 200, description: 'paginated opt-outs' },
    errors: [422],
  },
  {
    method: 'post',
    path: '/opt-outs',
    tag,
    summary:
      'Opt a number out of one channel, or of every channel when `channel` is omitted or null; idempotent (201 when added, 200 when it was already there). A single send to it answers 422; batch sends leave it out and count it as `opted_out`',
    permission: ['opt_outs.add'],
    body: createOptOutSchema,
    success: { status: 201, existingStatus: 200, description: '{data: opt-out}' },
    errors: [422],
  },
  {
    method: 'delete',
    path: '/opt-outs/{phone}',
    tag,
    summary:
      "Let a number receive messages again: every entry of it, or only `channel` (sms, chat, or all for the every-channel entry); 404 when it is not on the list; 409 (nothing removed) when an entry is the recipient's own (source link or reply): only the recipient takes it back, with its page or a START or ANZA chat reply",
    permission: ['opt_outs.delete'],
    query: deleteOptOutQuery,
    success: { status: 200, description: '{message, count}' },
    errors: [404, 409, 422],
  },
];
