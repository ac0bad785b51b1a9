import type { Operation } from '../operation';
import { DataOf, MessageOnly, Paginated, Type } from '../response-schema';
import { EventSchema } from '../../../events/presenters/event';
import { InviteeSchema } from '../../../events/presenters/invitee';
import { CheckInEntrySchema, CheckInSchema } from '../../../events/presenters/check-in';
import { DoorEventSchema, DoorListSchema } from '../../../events/presenters/door-list';
import { createCheckInSchema, listCheckInsQuery } from '../../../events/schemas/check-ins';
import { cardQuery } from '../../../events/schemas/cards';
import { ContactInvitesSchema, InviteeFileImportSchema } from '../../../events/presenters/invitee-import';
import { EventPaymentSchema } from '../../../events/presenters/payment';
import { PaymentAuditEntrySchema } from '../../../events/presenters/payment-audit';
import { EventMemberSchema } from '../../../events/presenters/member';
import { addMemberSchema, listMembersQuery } from '../../../events/schemas/members';
import { StageSchema, StageWithFiguresSchema } from '../../../events/presenters/stage';
import { StagePreviewSchema } from '../../../events/presenters/stage-preview';
import { StageSendSchema } from '../../../events/presenters/stage-send';
import { createEventSchema, listEventsQuery, updateEventSchema } from '../../../events/schemas/events';
import {
  createInviteeSchema,
  importInviteesSchema,
  listInviteesQuery,
  updateInviteeSchema,
} from '../../../events/schemas/invitees';
import { createPaymentSchema, listPaymentsQuery, updatePaymentSchema } from '../../../events/schemas/payments';
import { createStageSchema, previewStageSchema, updateStageSchema } from '../../../events/schemas/stages';

const events = 'Events';
const invitees = 'Event invitees';
const payments = 'Event payments';
const stages = 'Event SMS stages';
const door = 'Event check-in';
const committee = 'Event committee';
const event = (p: string) => `/events/{event_id}${p}`;

/** Events, their invitees, payments, SMS stages and reports (docs/interface.md §4.8b). */
export const eventOperations: Operation[] = [
  {
    method: 'get',
    path: '/events',
    tag: events,
    summary:
      'List events, newest first, with every figure; search matches the name. A user without events or events.view who holds committee roles lists the events of their roles only',
    permission: ['events', 'events.view'],
    query: listEventsQuery,
    success: {
      status: 200,
      description:
        'paginated events with invitees_count, payments_count, sms_stages_count, total_pledged, total_collected, total_sms, sent_sms, sms_cost, checked_in_count, guests_admitted',
      schema: Paginated(EventSchema),
    },
    errors: [422],
  },
  {
    method: 'post',
    path: '/events',
    tag: events,
    summary: 'Create an event (status draft unless given)',
    permission: ['events.add'],
    body: createEventSchema,
    success: { status: 201, description: '{data: event}', schema: DataOf(EventSchema) },
    errors: [422],
  },
  {
    method: 'get',
    path: event(''),
    tag: events,
    summary: 'Show an event with its figures',
    permission: ['events.view'],
    success: { status: 200, description: '{data: event}', schema: DataOf(EventSchema) },
    errors: [404],
  },
  {
    method: 'put',
    path: event(''),
    tag: events,
    summary: 'Update an event (any field)',
    permission: ['events.edit'],
    body: updateEventSchema,
    success: { status: 200, description: '{data: event}', schema: DataOf(EventSchema) },
    errors: [404, 422],
  },
  {
    method: 'delete',
    path: event(''),
    tag: events,
    summary:
      'Delete an event with its invitees, payments and SMS stages (their runs stop; unsent messages of a running stage are cancelled and refunded)',
    permission: ['events.delete'],
    success: { status: 200, description: '{message}', schema: MessageOnly },
    errors: [404],
  },
  {
    method: 'get',
    path: event('/invitees'),
    tag: invitees,
    summary: 'List invitees, newest first; search matches name or phone',
    permission: ['events.view'],
    query: listInviteesQuery,
    success: { status: 200, description: 'paginated invitees', schema: Paginated(InviteeSchema) },
    errors: [404, 422],
  },
  {
    method: 'post',
    path: event('/invitees'),
    tag: invitees,
    summary: 'Add an invitee (phone normalized, once per event)',
    permission: ['events.manage_invitees'],
    body: createInviteeSchema,
    success: { status: 201, description: '{data: invitee}', schema: DataOf(InviteeSchema) },
    errors: [404, 422],
  },
  {
    method: 'post',
    path: event('/invitees/import'),
    tag: invitees,
    summary: "Invite contacts and/or a group's members; phones already invited are skipped",
    permission: ['events.manage_invitees'],
    body: importInviteesSchema,
    success: { status: 200, description: '{message, imported, skipped}', schema: ContactInvitesSchema },
    errors: [404, 422],
  },
  {
    method: 'post',
    path: event('/invitees/import/file'),
    tag: invitees,
    summary:
      'Import invitees from a CSV (name, phone, email, card_type, admits) or vCard (X-CARD-TYPE, X-ADMITS) file, max 5 MB',
    permission: ['events.manage_invitees'],
    upload: true,
    success: {
      status: 200,
      description: '{message, imported, skipped, errors: [{row, message}]}',
      schema: InviteeFileImportSchema,
    },
    errors: [404, 422],
  },
  {
    method: 'put',
    path: event('/invitees/{invitee_id}'),
    tag: invitees,
    summary:
      'Update an invitee (status, pledge, card, …); attending_count is 1 up to admits (422 on attending_count beyond it, or for a declined invitee; declining clears it)',
    permission: ['events.manage_invitees'],
    body: updateInviteeSchema,
    success: { status: 200, description: '{data: invitee}', schema: DataOf(InviteeSchema) },
    errors: [404, 422],
  },
  {
    method: 'post',
    path: event('/invitees/{invitee_id}/card/reissue'),
    tag: invitees,
    summary: "Reissue the invitee's entry card: a new entry_code, the old one finds nothing at the door (404)",
    permission: ['events.manage_invitees'],
    success: { status: 200, description: '{data: invitee} with its new entry_code', schema: DataOf(InviteeSchema) },
    errors: [404],
  },
  {
    method: 'get',
    path: event('/invitees/{invitee_id}/card.png'),
    tag: invitees,
    summary:
      "The invitee's entry card as a PNG (640 px wide): the event's name, date and venue, the guest's name, card type and admits, and a QR code of the entry_code (what the door scans). Kiswahili unless lang=en. Private; an ETag over what the card shows answers If-None-Match with 304, and a reissued card has a new one",
    permission: ['events.view'],
    query: cardQuery,
    success: { status: 200, description: 'PNG image', contentType: 'image/png' },
    errors: [404, 422, 503],
  },
  {
    method: 'get',
    path: event('/cards.pdf'),
    tag: invitees,
    summary:
      'Every entry card of the event (invitees who have not declined, by name), eight to an A4 page with lines to cut along, to print. Kiswahili unless lang=en; 503 server_busy with Retry-After when the card drawing threads are busy',
    permission: ['events.view'],
    query: cardQuery,
    success: { status: 200, description: 'PDF file', contentType: 'application/pdf' },
    errors: [404, 422, 503],
  },
  {
    method: 'post',
    path: event('/check-ins'),
    tag: door,
    summary:
      'Check guests in on an entry card (code from its QR code, or invitee_id), guests default 1; scanned_at for a scan made offline. The earlier scan wins: a scan with scanned_at on a full card displaces check-ins of the card scanned after it (latest first, as many as make room; they stay listed with superseded_by) and names them in `superseded`. 404 card_not_found for an unknown, reissued or other event’s code; 409 already_admitted (with admitted_total, admits, last_checked_in_at, door) when fewer guests remain and no later scan makes room, invitee_declined, event_cancelled; a refusal admits no one',
    permission: ['events.check_in'],
    body: createCheckInSchema,
    success: {
      status: 201,
      description: '{data: {id, invitee, guests, admitted_total, admits_remaining, checked_in_at, door, superseded}}',
      schema: DataOf(CheckInSchema),
    },
    errors: [404, 409, 422],
  },
  {
    method: 'get',
    path: '/door/events',
    tag: door,
    summary:
      'The events whose door an usher may work: not cancelled, dated yesterday or later (Dar es Salaam), soonest first, at most 50; id, name, date, venue and status only',
    permission: ['events.check_in'],
    success: { status: 200, description: '{data: [door event]}', schema: DataOf(Type.Array(DoorEventSchema)) },
  },
  {
    method: 'get',
    path: event('/door-list'),
    tag: door,
    summary:
      "The door list: the event and every invitee by name with the phone's last three digits, card type, admits, guests admitted and status, and the SHA-256 of the entry code (never the code), for the door page to answer offline",
    permission: ['events.check_in'],
    success: { status: 200, description: '{data: {event, guests}}', schema: DataOf(DoorListSchema) },
    errors: [404],
  },
  {
    method: 'get',
    path: event('/check-ins'),
    tag: door,
    summary:
      'List check-ins, newest first, with the invitee, the usher and the door; a check-in an earlier scan of the card displaced has superseded_at and superseded_by (that scan: id, door, usher, scanned_at) and no longer counts. superseded=true lists only those (a door page asks whether its own were), false only the counting ones',
    permission: ['events.check_in', 'events.view'],
    query: listCheckInsQuery,
    success: { status: 200, description: 'paginated check-ins', schema: Paginated(CheckInEntrySchema) },
    errors: [404, 422],
  },
  {
    method: 'delete',
    path: event('/check-ins/{check_in_id}'),
    tag: door,
    summary:
      'Undo a check-in (its guests may enter again): by the usher who made it within 10 minutes, or by anyone with events.edit; else 403. 409 check_in_superseded for a check-in an earlier scan displaced (it no longer counts); undoing the winning scan leaves the ones it displaced superseded',
    permission: ['events.check_in', 'events.edit'],
    success: { status: 200, description: '{message}', schema: MessageOnly },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: event('/members'),
    tag: committee,
    summary: "List the event's committee (oldest first) with each member's user name and email and role",
    permission: ['events.edit', 'events.view'],
    query: listMembersQuery,
    success: { status: 200, description: 'paginated members', schema: Paginated(EventMemberSchema) },
    errors: [404, 422],
  },
  {
    method: 'post',
    path: event('/members'),
    tag: committee,
    summary:
      'Give a user of the organisation a role on this event only (treasurer, usher or viewer): 201 added, 200 when they were a member already (their role is replaced: one role per user and event). 422 for a user of another organisation; 403 for a role granting a permission the caller does not hold',
    permission: ['events.edit'],
    body: addMemberSchema,
    success: {
      status: 201,
      description: '{data: member}',
      schema: DataOf(EventMemberSchema),
      also: [{ status: 200, description: '{data: member}: the user was a member, their role is replaced' }],
    },
    errors: [404, 422],
  },
  {
    method: 'delete',
    path: event('/members/{member_id}'),
    tag: committee,
    summary: 'Remove a member from the committee: their access to the event ends at once',
    permission: ['events.edit'],
    success: { status: 200, description: '{message}', schema: MessageOnly },
    errors: [404],
  },
  {
    method: 'delete',
    path: event('/invitees/{invitee_id}'),
    tag: invitees,
    summary: 'Remove an invitee with their payments',
    permission: ['events.manage_invitees'],
    success: { status: 200, description: '{message}', schema: MessageOnly },
    errors: [404],
  },
  {
    method: 'get',
    path: event('/payments'),
    tag: payments,
    summary: 'List payments, newest first, with the invitee and the recording user',
    permission: ['events.view'],
    query: listPaymentsQuery,
    success: { status: 200, description: 'paginated payments', schema: Paginated(EventPaymentSchema) },
    errors: [404, 422],
  },
  {
    method: 'post',
    path: event('/payments'),
    tag: payments,
    summary: "Record a payment; the invitee's paid_amount follows in the same transaction",
    permission: ['events.manage_payments'],
    body: createPaymentSchema,
    success: { status: 201, description: '{data: payment}', schema: DataOf(EventPaymentSchema) },
    errors: [404, 422],
  },
  {
    method: 'put',
    path: event('/payments/{payment_id}'),
    tag: payments,
    summary: 'Update a payment',
    permission: ['events.manage_payments'],
    body: updatePaymentSchema,
    success: { status: 200, description: '{data: payment}', schema: DataOf(EventPaymentSchema) },
    errors: [404, 422],
  },
  {
    method: 'delete',
    path: event('/payments/{payment_id}'),
    tag: payments,
    summary: 'Delete a payment',
    permission: ['events.manage_payments'],
    success: { status: 200, description: '{message}', schema: MessageOnly },
    errors: [404],
  },
  {
    method: 'get',
    path: event('/audit'),
    tag: payments,
    summary:
      "The payments' audit trail, newest first: every create, edit and delete with who, when, the amount before and after, the method and the reference; a deleted payment stays here",
    permission: ['events.view'],
    query: listPaymentsQuery,
    success: { status: 200, description: 'paginated audit entries', schema: Paginated(PaymentAuditEntrySchema) },
    errors: [404, 422],
  },
  {
    method: 'get',
    path: event('/sms-stages'),
    tag: stages,
    summary:
      'List SMS and chat stages with stage_total_sms, stage_remaining and stage_cost from the current eligible invitees (chat stages: chat credits), and reached_by_chat / reached_by_sms (chat messages delivered; SMS fallbacks sent)',
    permission: ['events.view'],
    success: {
      status: 200,
      description: '{data: stages}',
      schema: DataOf(Type.Array(StageWithFiguresSchema)),
    },
    errors: [404],
  },
  {
    method: 'post',
    path: event('/sms-stages'),
    tag: stages,
    summary:
      "Create a stage (draft or scheduled; does not send). body and chat_variables may use only the stage placeholders {invitee_name}, {event_name}, {event_date}, {venue}, {pledge_amount}, {paid_total}, {pledge_balance} (pledge less payments, never negative), {event_link}, {card_link} (the entry card's page, /e/<token>/card), {optout_link} (any other {word} is 422). channel chat needs an approved chat_template_id and one chat_variables item per template variable (stage placeholders allowed); its URL button opens the invitee's page; sms_fallback sends the body by SMS to invitees whose chat message fails as not on WhatsApp or is not delivered within CHAT_SMS_FALLBACK_MINUTES",
    permission: ['events.send_sms'],
    body: createStageSchema,
    success: { status: 201, description: '{data: stage}', schema: DataOf(StageSchema) },
    errors: [404, 422],
  },
  {
    method: 'post',
    path: event('/sms-stages/preview'),
    tag: stages,
    summary:
      "What a stage with this body would send and cost now, sending nothing: text rendered for the first invitee the stage would reach (sample: true, rendered for a sample invitee, when none), sms_text (the body rendered: a chat stage's SMS fallback) with its encoding, characters, segments and non_gsm_characters as /sms/preview gives them, eligible_invitees (of stage_type, default custom, less those opted out of the channel), credits_per_message, credits on the channel's wallet as a send now bills them, balance, sufficient; unknown placeholders are 422 as on create",
    permission: ['events.send_sms'],
    body: previewStageSchema,
    success: {
      status: 200,
      description:
        '{data: {text, sms_text, sample, encoding, characters, segments, non_gsm_characters, eligible_invitees, credits_per_message, credits, balance, sufficient}}',
      schema: DataOf(StagePreviewSchema),
    },
    errors: [404, 422],
  },
  {
    method: 'put',
    path: event('/sms-stages/{stage_id}'),
    tag: stages,
    summary:
      'Update an SMS stage; status scheduled arms it for send_at (recurring: daily, weekly or monthly at the same Dar es Salaam time until end_at), a new send_at, frequency or end_at re-arms it, draft or cancelled stops its runs',
    permission: ['events.send_sms'],
    body: updateStageSchema,
    success: { status: 200, description: '{data: stage}', schema: DataOf(StageSchema) },
    errors: [404, 422],
  },
  {
    method: 'post',
    path: event('/sms-stages/{stage_id}/send'),
    tag: stages,
    summary:
      "Send a stage now to its eligible invitees, billed now like a group send on the stage channel's wallet (an invitation moves pending invitees to invited); 422 when the stage is sent, completed, cancelled or sending, no invitee is eligible, or the balance is short",
    permission: ['events.send_sms'],
    success: { status: 200, description: '{message, batch_id, count, credits}', schema: StageSendSchema },
    errors: [404, 422],
  },
  {
    method: 'get',
    path: event('/report.csv'),
    tag: events,
    summary:
      'Every invitee with status, pledge, paid and balance as CSV (text cells neutralised against formula injection)',
    permission: ['events.view'],
    success: { status: 200, description: 'CSV file', contentType: 'text/csv' },
    errors: [404],
  },
  {
    method: 'get',
    path: event('/report.pdf'),
    tag: events,
    summary: 'One-page PDF summary: invitee funnel, money against the target, top outstanding pledges',
    permission: ['events.view'],
    success: { status: 200, description: 'PDF file', contentType: 'application/pdf' },
    errors: [404],
  },
  {
    method: 'delete',
    path: event('/sms-stages/{stage_id}'),
    tag: stages,
    summary:
      'Delete an SMS stage: its future runs stop, and what a run being sent has not submitted yet is cancelled and refunded',
    permission: ['events.send_sms'],
    success: { status: 200, description: '{message}', schema: MessageOnly },
    errors: [404],
  },
];
