/**
 * The reserved test block 255710000001–006 (docs/providers.md §1.7.9). Only these numbers behave specially; matching
 * happens on the normalised number so `0710000004` and `+255710000004` trigger too.
 */
import { normalizeMsisdn } from './numbers';
import { errorOf, statusOf, type GatewayError, type GatewayStatus } from './statuses';

export const MAGIC_NUMBERS = {
  /** Accepted, then reported UNDELIVERABLE_NOT_DELIVERED with EC_ABSENT_SUBSCRIBER. */
  undeliverable: '255710000001',
  /** First request with a given (to, text) answers 500 and stores nothing; an identical retry is accepted. */
  failsFirstTry: '255710000002',
  /** Accepted, then never reported and never called back. */
  silent: '255710000003',
  /** Every request carrying it answers 429 with Retry-After: 1. */
  throttled: '255710000004',
  /** Rejected at submit with REJECTED_INVALID_DESTINATION. */
  rejected: '255710000005',
  /** Accepted, then reported EXPIRED_EXPIRED. */
  expired: '255710000006',
} as const;

/** What the delivery report of an accepted message will say. */
export interface ReportOutcome {
  status: GatewayStatus;
  error: GatewayError;
}

/** Whether `to` (in any accepted spelling) is the given magic number. */
export function isMagic(to: string, magic: string): boolean {
  return normalizeMsisdn(to) === magic;
}

/** The report an accepted message to `to` gets after the delay, or null when it must stay silent forever. */
export function reportOutcomeFor(to: string): ReportOutcome | null {
  switch (normalizeMsisdn(to)) {
    case MAGIC_NUMBERS.silent:
      return null;
    case MAGIC_NUMBERS.undeliverable:
      return { status: statusOf('UNDELIVERABLE_NOT_DELIVERED'), error: errorOf('EC_ABSENT_SUBSCRIBER') };
    case MAGIC_NUMBERS.expired:
      return { status: statusOf('EXPIRED_EXPIRED'), error: errorOf('NO_ERROR') };
    default:
      return { status: statusOf('DELIVERED_TO_HANDSET'), error: errorOf('NO_ERROR') };
  }
}
