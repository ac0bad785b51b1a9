import type { Operation } from '../operation';
import { createEventSchema, listEventsQuery, updateEventSchema } from '../../events/schemas/events';
import { createInviteeSchema, importInviteesSchema, listInviteesQuery, updateInviteeSchema } from '../../events/schemas/invitees';
import { createPaymentSchema, listPaymentsQuery, updatePaymentSchema } from '../../events/schemas/payments';
import { createStageSchema, updateStageSchema } from '../../events/schemas/stages';

const events = 'Events';
const invitees = 'Event invitees';
const payments = 'Event payments';
const stages = 'Event SMS stages';
const event = (p: string) => `/events/{event_id}${p}`;

/** Events, their invitees, payments, SMS stages and reports (interface §4.8b). */
export const eventOperations: Operation[] = [
  { method: 'get', path: '/events', tag: events, summary: 'List events, newest first, with every figure; search matches the name', permission: ['events', 'events.view'], query: listEventsQuery, success: { status: 200, description: 'paginated events with invitees_count, payments_count, sms_stages_count, total_pledged, total_collected, total_sms, sent_sms, sms_cost' }, errors: [422] },
  { method: 'post', path: '/events', tag: events, summary: 'Create an event (status draft unless given)', permission: ['events.add'], body: createEventSchema, success: { status: 201, description: '{data: event}' }, errors: [422] },
  { method: 'get', path: event(''), tag: events, summary: 'Show an event with its figures', permission: ['events.view'], success: { status: 200, description: '{data: event}' }, errors: [404] },
  { method: 'put', path: event(''), tag: events, summary: 'Update an event (any field)', permission: ['events.edit'], body: updateEventSchema, success: { status: 200, description: '{data: event}' }, errors: [404, 422] },
  { method: 'delete', path: event(''), tag: events, summary: 'Delete an event with its invitees, payments and SMS stages (their runs stop; unsent messages of a running stage are cancelled and refunded)', permission: ['events.delete'], success: { status: 200, description: '{message}' }, errors: [404] },
  { method: 'get', path: event('/invitees'), tag: invitees, summary: 'List invitees, newest first; search matches name or phone', permission: ['events.view'], query: listInviteesQuery, success: { status: 200, description: 'paginated invitees' }, errors: [404, 422] },
  { method: 'post', path: event('/invitees'), tag: invitees, summary: 'Add an invitee (phone normalized, once per event)', permission: ['events.manage_invitees'], body: createInviteeSchema, success: { status: 201, description: '{data: invitee}' }, errors: [404, 422] },
  { method: 'post', path: event('/invitees/import'), tag: invitees, summary: 'Invite contacts and/or a group\'s members; phones already invited are skipped', permission: ['events.manage_invitees'], body: importInviteesSchema, success: { status: 200, description: '{message, imported, skipped}' }, errors: [404, 422] },
  { method: 'post', path: event('/invitees/import/file'), tag: invitees, summary: 'Import invitees from a CSV (name, phone, email) or vCard file, max 5 MB', permission: ['events.manage_invitees'], upload: true, success: { status: 200, description: '{message, imported, skipped, errors: [{row, message}]}' }, errors: [404, 422] },
  { method: 'put', path: event('/invitees/{invitee_id}'), tag: invitees, summary: 'Update an invitee (status, pledge, …)', permission: ['events.manage_invitees'], body: updateInviteeSchema, success: { status: 200, description: '{data: invitee}' }, errors: [404, 422] },
  { method: 'delete', path: event('/invitees/{invitee_id}'), tag: invitees, summary: 'Remove an invitee with their payments', permission: ['events.manage_invitees'], success: { status: 200, description: '{message}' }, errors: [404] },
  { method: 'get', path: event('/payments'), tag: payments, summary: 'List payments, newest first, with the invitee and the recording user', permission: ['events.view'], query: listPaymentsQuery, success: { status: 200, description: 'paginated payments' }, errors: [404, 422] },
  { method: 'post', path: event('/payments'), tag: payments, summary: 'Record a payment; the invitee\'s paid_amount follows in the same transaction', permission: ['events.manage_payments'], body: createPaymentSchema, success: { status: 201, description: '{data: payment}' }, errors: [404, 422] },
  { method: 'put', path: event('/payments/{payment_id}'), tag: payments, summary: 'Update a payment', permission: ['events.manage_payments'], body: updatePaymentSchema, success: { status: 200, description: '{data: payment}' }, errors: [404, 422] },
  { method: 'delete', path: event('/payments/{payment_id}'), tag: payments, summary: 'Delete a payment', permission: ['events.manage_payments'], success: { status: 200, description: '{message}' }, errors: [404] },
  { method: 'get', path: event('/sms-stages'), tag: stages, summary: 'List SMS stages with stage_total_sms, stage_remaining and stage_cost from the current eligible invitees', permission: ['events.view'], success: { status: 200, description: '{data: stages}' }, errors: [404] },
  { method: 'post', path: event('/sms-stages'), tag: stages, summary: 'Create an SMS stage (draft or scheduled; does not send)', permission: ['events.send_sms'], body: createStageSchema, success: { status: 201, description: '{data: stage}' }, errors: [404, 422] },
  { method: 'put', path: event('/sms-stages/{stage_id}'), tag: stages, summary: 'Update an SMS stage; status scheduled arms it for send_at (recurring: daily, weekly or monthly at the same Dar es Salaam time until end_at), a new send_at, frequency or end_at re-arms it, draft or cancelled stops its runs', permission: ['events.send_sms'], body: updateStageSchema, success: { status: 200, description: '{data: stage}' }, errors: [404, 422] },
  { method: 'post', path: event('/sms-stages/{stage_id}/send'), tag: stages, summary: 'Send a stage now to its eligible invitees, billed now like a group send (an invitation moves pending invitees to invited); 422 when the stage is sent, completed, cancelled or sending, no invitee is eligible, or the balance is short', permission: ['events.send_sms'], success: { status: 200, description: '{message, batch_id, count, credits}' }, errors: [404, 422] },
  { method: 'get', path: event('/report.csv'), tag: events, summary: 'Every invitee with status, pledge, paid and balance as CSV (text cells neutralised against formula injection)', permission: ['events.view'], success: { status: 200, description: 'CSV file', contentType: 'text/csv' }, errors: [404] },
  { method: 'get', path: event('/report.pdf'), tag: events, summary: 'One-page PDF summary: invitee funnel, money against the target, top outstanding pledges', permission: ['events.view'], success: { status: 200, description: 'PDF file', contentType: 'application/pdf' }, errors: [404] },
  { method: 'delete', path: event('/sms-stages/{stage_id}'), tag: stages, summary: 'Delete an SMS stage: its future runs stop, and what a run being sent has not submitted yet is cancelled and refunded', permission: ['events.send_sms'], success: { status: 200, description: '{message}' }, errors: [404] },
];
