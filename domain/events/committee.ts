/**
 * The committee of an event (issue 34 §6): a user of the organisation given a role on one event. A role grants, on that
 * event only, the tenant permissions listed here; what a user may do on an event is their tenant permissions and
 * their role's together (api/events/event-access.ts).
 */
export const COMMITTEE_ROLES = ['treasurer', 'usher', 'viewer'] as const;
export type CommitteeRole = (typeof COMMITTEE_ROLES)[number];

export const COMMITTEE_ROLE_PERMISSIONS: Record<CommitteeRole, readonly string[]> = {
  // Reads the event (figures, invitees, payments, reports) and records, edits and deletes its payments.
  treasurer: ['events.view', 'events.manage_payments'],
  // Checks guests in, as a holder of events.check_in, and nothing else.
  usher: ['events.check_in'],
  // Reads the event, its figures, invitees, payments and reports.
  viewer: ['events.view'],
};

/** The permissions a role grants on its event, with the tenant's (an admin's hold every permission already). */
export function withCommitteeRole(tenantPermissions: readonly string[], role: CommitteeRole | null): Set<string> {
  return new Set([...tenantPermissions, ...(role ? COMMITTEE_ROLE_PERMISSIONS[role] : [])]);
}

/** The roles that grant `permission` on their event (e.g. who works the door: those granting events.check_in). */
export const rolesGranting = (permission: string): CommitteeRole[] =>
  COMMITTEE_ROLES.filter((role) => COMMITTEE_ROLE_PERMISSIONS[role].includes(permission));
