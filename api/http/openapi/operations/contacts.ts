import type { Operation } from '../operation';
import { bulkDeleteContactsSchema, createContactSchema, listContactsQuery, updateContactSchema } from '../../../contacts/schemas';
import { createGroupSchema, groupContactsSchema, listGroupContactsQuery, updateGroupSchema } from '../../../groups/schemas';
import { createTemplateSchema, listTemplatesQuery, updateTemplateSchema } from '../../../templates/schemas';
import { updateSettingsSchema } from '../../../settings/schemas';

const contacts = 'Contacts';
const groups = 'Groups';
const templates = 'Templates';
const importResult = '{message, imported, updated, skipped, errors: [{row, message}]}; 422 errors.file for a file over 5 MB, of the wrong type, empty or unreadable';

/** Contacts, imports, groups, templates, tenant settings and the dashboard. */
export const contactOperations: Operation[] = [
  { method: 'get', path: '/contacts', tag: contacts, summary: 'List contacts, newest first; search matches name or phone (0712… finds 255712…)', permission: ['contacts.view'], query: listContactsQuery, success: { status: 200, description: 'paginated contacts with their groups; for a search above 1,000 matches meta.total is PostgreSQL\'s estimate and meta.total_is_estimate is true (without a search it is always exact)' }, errors: [422] },
  { method: 'post', path: '/contacts', tag: contacts, summary: 'Create a contact (phone normalized, unique per organization)', permission: ['contacts.add'], body: createContactSchema, success: { status: 201, description: '{data: contact}' }, errors: [422] },
  { method: 'delete', path: '/contacts/bulk', tag: contacts, summary: 'Delete many contacts; ids of other organizations are ignored', permission: ['contacts.delete'], body: bulkDeleteContactsSchema, success: { status: 200, description: '{message, count}' }, errors: [422] },
  { method: 'post', path: '/contacts/import/csv', tag: contacts, summary: 'Import contacts from CSV (header name, phone, email, birth_date; `,` or `;`), upsert by phone', permission: ['contacts.import'], upload: true, success: { status: 200, description: importResult }, errors: [422] },
  { method: 'post', path: '/contacts/import/vcf', tag: contacts, summary: 'Import contacts from a vCard 3.0/4.0 file (mobile number preferred), upsert by phone', permission: ['contacts.import'], upload: true, success: { status: 200, description: importResult }, errors: [422] },
  { method: 'get', path: '/contacts/{contact_id}', tag: contacts, summary: 'Show a contact with its groups', permission: ['contacts.view'], success: { status: 200, description: '{data: contact}' }, errors: [404] },
  { method: 'put', path: '/contacts/{contact_id}', tag: contacts, summary: 'Update a contact', permission: ['contacts.edit'], body: updateContactSchema, success: { status: 200, description: '{data: contact}' }, errors: [404, 422] },
  { method: 'delete', path: '/contacts/{contact_id}', tag: contacts, summary: 'Delete a contact permanently', permission: ['contacts.delete'], success: { status: 200, description: '{message}' }, errors: [404] },
  { method: 'get', path: '/groups', tag: groups, summary: 'List groups with contacts_count (not paginated)', permission: ['groups.view'], success: { status: 200, description: '{data: groups}' } },
  { method: 'post', path: '/groups', tag: groups, summary: 'Create a group', permission: ['groups.add'], body: createGroupSchema, success: { status: 201, description: '{data: group}' }, errors: [422] },
  { method: 'get', path: '/groups/{group_id}', tag: groups, summary: 'Show a group with contacts_count', permission: ['groups.view'], success: { status: 200, description: '{data: group}' }, errors: [404] },
  { method: 'put', path: '/groups/{group_id}', tag: groups, summary: 'Update a group', permission: ['groups.edit'], body: updateGroupSchema, success: { status: 200, description: '{data: group}' }, errors: [404, 422] },
  { method: 'delete', path: '/groups/{group_id}', tag: groups, summary: 'Delete a group; its contacts remain', permission: ['groups.delete'], success: { status: 200, description: '{message}' }, errors: [404] },
  { method: 'get', path: '/groups/{group_id}/contacts', tag: groups, summary: 'List the contacts of a group, newest first', permission: ['groups.view'], query: listGroupContactsQuery, success: { status: 200, description: 'paginated contacts' }, errors: [404, 422] },
  { method: 'post', path: '/groups/{group_id}/contacts', tag: groups, summary: 'Attach contacts (idempotent); unknown or foreign ids refuse the whole request', permission: ['groups.manage_contacts'], body: groupContactsSchema, success: { status: 200, description: '{message, attached}' }, errors: [404, 422] },
  { method: 'delete', path: '/groups/{group_id}/contacts', tag: groups, summary: 'Detach contacts (the contacts remain)', permission: ['groups.manage_contacts'], body: groupContactsSchema, success: { status: 200, description: '{message, detached}' }, errors: [404, 422] },
  { method: 'get', path: '/templates', tag: templates, summary: 'List templates, newest first', permission: ['templates.view'], query: listTemplatesQuery, success: { status: 200, description: 'paginated templates' }, errors: [422] },
  { method: 'post', path: '/templates', tag: templates, summary: 'Create a template ({name}, {phone}, {email} placeholders)', permission: ['templates.add'], body: createTemplateSchema, success: { status: 201, description: '{data: template}' }, errors: [422] },
  { method: 'get', path: '/templates/{template_id}', tag: templates, summary: 'Show a template', permission: ['templates.view'], success: { status: 200, description: '{data: template}' }, errors: [404] },
  { method: 'put', path: '/templates/{template_id}', tag: templates, summary: 'Update a template', permission: ['templates.edit'], body: updateTemplateSchema, success: { status: 200, description: '{data: template}' }, errors: [404, 422] },
  { method: 'delete', path: '/templates/{template_id}', tag: templates, summary: 'Delete a template', permission: ['templates.delete'], success: { status: 200, description: '{message}' }, errors: [404] },
  { method: 'get', path: '/settings', tag: 'Settings', summary: 'Organization settings (any user of the organization)', success: { status: 200, description: '{data: {sender_id, birthday_wishes_enabled, birthday_template, quiet_hours: {start, end} | null, low_balance_threshold_sms, low_balance_threshold_chat}}' } },
  { method: 'patch', path: '/settings', tag: 'Settings', summary: 'Change organization settings (role admin only); `sender_id` must be one of the organization\'s approved sender ids, null or "" clears it; `quiet_hours` {start: "20:00", end: "08:00"} (Dar es Salaam time, may cross midnight) holds bulk, group, stage and birthday sends until the window ends, null turns it off; `low_balance_threshold_sms`/`_chat` (credits, null: off) mail the admins and emit `balance.low` once each time a balance falls below them', body: updateSettingsSchema, success: { status: 200, description: '{data: settings}' }, errors: [403, 422] },
  { method: 'get', path: '/dashboard', tag: 'Dashboard', summary: 'Counts, next public holiday and birthdays of the next 30 days (Dar es Salaam days)', permission: ['dashboard'], success: { status: 200, description: 'dashboard summary' } },
];
