/**
 * The gateway's status and error vocabulary (docs/providers.md §1.4, Infobip general codes) as data, so the sandbox,
 * its tests and anyone reading a report agree on ids, groups and descriptions.
 */

export type StatusGroupName = 'PENDING' | 'UNDELIVERABLE' | 'DELIVERED' | 'EXPIRED' | 'REJECTED';

/** A `status` object exactly as it appears on the wire. */
export interface GatewayStatus {
  groupId: number;
  groupName: StatusGroupName;
  id: number;
  name: string;
  description: string;
}

/** An `error` object exactly as it appears on the wire; `permanent:false` means a retry could succeed. */
export interface GatewayError {
  groupId: number;
  groupName: string;
  id: number;
  name: string;
  description: string;
  permanent: boolean;
}

const GROUP_IDS: Record<StatusGroupName, number> = {
  PENDING: 1,
  UNDELIVERABLE: 2,
  DELIVERED: 3,
  EXPIRED: 4,
  REJECTED: 5,
};

/** [groupName, id, name, description, final?] rows of the §1.4 table. */
const STATUS_ROWS: ReadonlyArray<readonly [StatusGroupName, number, string, string, boolean]> = [
  ['PENDING', 3, 'PENDING_WAITING_DELIVERY', 'Message sent, waiting for delivery report', false],
  ['PENDING', 7, 'PENDING_ENROUTE', 'Message sent to next instance', false],
  ['PENDING', 26, 'PENDING_ACCEPTED', 'Message accepted and processed', false],
  ['UNDELIVERABLE', 4, 'UNDELIVERABLE_REJECTED_OPERATOR', 'Message rejected by operator', true],
  ['UNDELIVERABLE', 9, 'UNDELIVERABLE_NOT_DELIVERED', 'Message sent not delivered', true],
  ['UNDELIVERABLE', 31, 'UNDELIVERABLE_NOT_SENT', 'Message not sent', true],
  ['DELIVERED', 2, 'DELIVERED_TO_OPERATOR', 'Message delivered to operator', false],
  ['DELIVERED', 5, 'DELIVERED_TO_HANDSET', 'Message delivered to handset', true],
  ['EXPIRED', 15, 'EXPIRED_EXPIRED', 'Message expired', true],
  ['EXPIRED', 29, 'EXPIRED_DLR_UNKNOWN', 'Message expired, delivery report unknown', true],
  ['REJECTED', 6, 'REJECTED_NETWORK', 'Network is forbidden', true],
  ['REJECTED', 8, 'REJECTED_PREFIX_MISSING', 'Number prefix missing', true],
  ['REJECTED', 10, 'REJECTED_DND', 'Destination on DND list', true],
  ['REJECTED', 11, 'REJECTED_SOURCE', 'Invalid source address', true],
  ['REJECTED', 12, 'REJECTED_NOT_ENOUGH_CREDITS', 'Not enough credits', true],
  ['REJECTED', 13, 'REJECTED_SENDER', 'Sender blocklisted', true],
  ['REJECTED', 14, 'REJECTED_DESTINATION', 'Destination blocklisted', true],
  ['REJECTED', 17, 'REJECTED_PREPAID_PACKAGE_EXPIRED', 'Account credit expired', true],
  ['REJECTED', 18, 'REJECTED_DESTINATION_NOT_REGISTERED', 'Destination not registered', true],
  ['REJECTED', 19, 'REJECTED_ROUTE_NOT_AVAILABLE', 'Route not available', true],
  ['REJECTED', 20, 'REJECTED_FLOODING_FILTER', 'Rejected by flooding filter', true],
  ['REJECTED', 21, 'REJECTED_SYSTEM_ERROR', 'System error', true],
  ['REJECTED', 23, 'REJECTED_DUPLICATE_MESSAGE_ID', 'Duplicate message id', true],
  ['REJECTED', 24, 'REJECTED_INVALID_UDH', 'Invalid UDH', true],
  ['REJECTED', 25, 'REJECTED_MESSAGE_TOO_LONG', 'Message too long', true],
  ['REJECTED', 51, 'MISSING_TO', 'Missing destination address', true],
  ['REJECTED', 52, 'REJECTED_INVALID_DESTINATION', 'Invalid destination address', true],
];

const STATUSES = new Map<string, GatewayStatus>();
const FINAL_STATUSES = new Set<string>();
for (const [groupName, id, name, description, final] of STATUS_ROWS) {
  STATUSES.set(name, { groupId: GROUP_IDS[groupName], groupName, id, name, description });
  if (final) FINAL_STATUSES.add(name);
}

/** The wire status object for a status name, or undefined when the name is not in §1.4. */
export function findStatus(name: string): GatewayStatus | undefined {
  const status = STATUSES.get(name);
  return status && { ...status };
}

/** Like findStatus, for names the sandbox itself uses (a typo here is a programming error). */
export function statusOf(name: string): GatewayStatus {
  const status = findStatus(name);
  if (!status) throw new Error(`unknown gateway status ${name}`);
  return status;
}

/** Whether no later report can follow this status (DELIVERED_TO_OPERATOR and PENDING_* are not final). */
export function isFinalStatus(name: string): boolean {
  return FINAL_STATUSES.has(name);
}

/** Every status name of §1.4, in table order. */
export const STATUS_NAMES: readonly string[] = STATUS_ROWS.map((row) => row[2]);

const ERRORS: readonly GatewayError[] = [
  { groupId: 0, groupName: 'OK', id: 0, name: 'NO_ERROR', description: 'No Error', permanent: false },
  {
    groupId: 1,
    groupName: 'HANDSET_ERRORS',
    id: 1,
    name: 'EC_UNKNOWN_SUBSCRIBER',
    description: 'Unknown Subscriber',
    permanent: true,
  },
  {
    groupId: 1,
    groupName: 'HANDSET_ERRORS',
    id: 27,
    name: 'EC_ABSENT_SUBSCRIBER',
    description: 'Absent Subscriber',
    permanent: false,
  },
];

/** The wire error object for an error name the sandbox knows, or undefined. */
export function findError(name: string): GatewayError | undefined {
  const error = ERRORS.find((candidate) => candidate.name === name);
  return error && { ...error };
}

/** Like findError, for names the sandbox itself uses. */
export function errorOf(name: string): GatewayError {
  const error = findError(name);
  if (!error) throw new Error(`unknown gateway error ${name}`);
  return error;
}

/** Every error name findError knows. */
export const ERROR_NAMES: readonly string[] = ERRORS.map((error) => error.name);
