/** Every tenant permission string (docs/decisions.md §2). An `admin` holds all; a `member` holds exactly its own. */
export const TENANT_PERMISSIONS = [
  'dashboard',
  'messages',
  'messages.view',
  'messages.send',
  'messages.check_status',
  'messages.cancel_scheduled',
  'messages.delete',
  'bulk_sms.send',
  'group_sms.send',
  'sms_logs',
  'delivery_reports',
  'opt_outs.view',
  'opt_outs.add',
  'opt_outs.delete',
  'contacts.view',
  'contacts.add',
  'contacts.edit',
  'contacts.delete',
  'contacts.import',
  'groups.view',
  'groups.add',
  'groups.edit',
  'groups.delete',
  'groups.manage_contacts',
  'templates.view',
  'templates.add',
  'templates.edit',
  'templates.delete',
  'purchase_sms',
  'purchase_sms.request',
  'purchase_sms.online',
  'events',
  'events.add',
  'events.view',
  'events.edit',
  'events.delete',
  'events.manage_invitees',
  'events.manage_payments',
  'events.send_sms',
  'events.check_in',
  'users.view',
  'users.add',
  'users.edit',
  'users.delete',
] as const;

export type TenantPermission = (typeof TENANT_PERMISSIONS)[number];

const known = new Set<string>(TENANT_PERMISSIONS);
export const isKnownPermission = (value: string): value is TenantPermission => known.has(value);

/** The permissions a user effectively holds, as returned by login and /me. */
export function effectivePermissions(role: string, permissions: readonly string[]): string[] {
  if (role === 'admin') return [...TENANT_PERMISSIONS];
  return TENANT_PERMISSIONS.filter((p) => permissions.includes(p));
}
