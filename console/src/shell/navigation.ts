import type { Caller, Permission } from '../accounts/use-me';
import { canOnEvent, canOnSomeEvent } from '../accounts/event-access';
import type { Messages } from '../i18n/sw';

export interface NavEntry {
  path: string;
  label: `nav.${keyof Messages['nav']}`;
  /** Shown to whoever holds one of these; `admin` entries to the organisation's admins only; none: to everyone. */
  anyOf?: Permission[];
  admin?: boolean;
  /** Screens elsewhere in the tree that are this entry's (an event's door page is the door's, not the events'). */
  owns?: RegExp;
}

/** The console's screens, each behind the permissions of the API operations it uses (a 403 never surprises). */
export const NAV_ENTRIES: NavEntry[] = [
  { path: '/', label: 'nav.home' },
  { path: '/compose', label: 'nav.compose', anyOf: ['messages.send', 'bulk_sms.send', 'group_sms.send'] },
  { path: '/messages', label: 'nav.messages', anyOf: ['messages', 'messages.view'] },
  { path: '/contacts', label: 'nav.contacts', anyOf: ['contacts.view'] },
  { path: '/groups', label: 'nav.groups', anyOf: ['groups.view'] },
  { path: '/templates', label: 'nav.templates', anyOf: ['templates.view'] },
  { path: '/credits', label: 'nav.credits', anyOf: ['purchase_sms', 'purchase_sms.request', 'purchase_sms.online'] },
  { path: '/events', label: 'nav.events', anyOf: ['events', 'events.view'] },
  { path: '/door', label: 'nav.door', anyOf: ['events.check_in'], owns: /^\/events\/\d+\/door$/ },
  { path: '/chat', label: 'nav.chat', anyOf: ['messages', 'messages.view', 'messages.send'] },
  { path: '/users', label: 'nav.users', anyOf: ['users.view'] },
  { path: '/settings', label: 'nav.settings', admin: true },
];

/**
 * Whether `caller` may use `entry`: on one event's screens (`eventId`), with their permissions there (a committee
 * role's included); elsewhere, with their permissions on some event too (a treasurer's events, an usher's door).
 */
export function mayUse(caller: Caller | undefined, entry: NavEntry, eventId?: number): boolean {
  if (entry.admin) return caller?.user.role === 'admin';
  if (!entry.anyOf) return true;
  return entry.anyOf.some((permission) =>
    eventId === undefined ? canOnSomeEvent(caller, permission) : canOnEvent(caller, eventId, permission),
  );
}

/** The entries `caller` may use. */
export function visibleEntries(caller: Caller | undefined): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => mayUse(caller, entry));
}
