import type { Permission } from '../accounts/use-me';

/** The permissions as the screens group them, each group named by `users.group_<key>`, each one by `users.perm_<…>`. */
export const PERMISSION_GROUPS: { key: string; permissions: Permission[] }[] = [
  {
    key: 'messages',
    permissions: [
      'messages.send',
      'bulk_sms.send',
      'group_sms.send',
      'messages.view',
      'messages',
      'messages.check_status',
      'messages.cancel_scheduled',
      'messages.delete',
      'sms_logs',
      'delivery_reports',
    ],
  },
  {
    key: 'contacts',
    permissions: ['contacts.view', 'contacts.add', 'contacts.edit', 'contacts.delete', 'contacts.import'],
  },
  {
    key: 'groups',
    permissions: ['groups.view', 'groups.add', 'groups.edit', 'groups.delete', 'groups.manage_contacts'],
  },
  { key: 'templates', permissions: ['templates.view', 'templates.add', 'templates.edit', 'templates.delete'] },
  {
    key: 'events',
    permissions: [
      'events.view',
      'events',
      'events.add',
      'events.edit',
      'events.delete',
      'events.manage_invitees',
      'events.manage_payments',
      'events.send_sms',
      'events.check_in',
    ],
  },
  { key: 'credits', permissions: ['purchase_sms', 'purchase_sms.request', 'purchase_sms.online'] },
  { key: 'optOuts', permissions: ['opt_outs.view', 'opt_outs.add', 'opt_outs.delete'] },
  { key: 'users', permissions: ['users.view', 'users.add', 'users.edit', 'users.delete'] },
  { key: 'other', permissions: ['dashboard'] },
];

/** The translation key of a permission's human label (dots are key separators for i18next). */
export const permissionLabel = (permission: Permission) => `users.perm_${permission.replace(/\./g, '_')}` as const;
