/**
 * The chat half of the reserved test block, 255710000101–105 (docs/providers.md §3.5.7). Only these numbers behave
 * specially; they match after normalising `0…` and `+255…` to `255…`.
 */
import type { StatusStep } from './store';

export const MAGIC_NUMBERS = {
  /** Accepted, then a `failed` webhook with 131026 (no sent/delivered). */
  undeliverable: '255710000101',
  /** Accepted, `sent` and `delivered`, never `read`. */
  neverRead: '255710000102',
  /** Accepted, then no webhook ever. */
  silent: '255710000103',
  /** Every send answers 400 code 130429. */
  throttled: '255710000104',
  /** The first send of a given (template, params) answers 503 code 2; an identical retry is accepted. */
  failsFirstTry: '255710000105',
} as const;

/** `0712…`, `+255712…`, `255 712 …` → `255712…`. */
export function normalizeNumber(to: string): string {
  const compact = to.replace(/[\s-]/g, '').replace(/^\+/, '');
  return /^0\d{9}$/.test(compact) ? `255${compact.slice(1)}` : compact;
}

export const isMagic = (to: string, magic: string): boolean => normalizeNumber(to) === magic;

/** The statuses an accepted message will get, in order, before the 24 h rule of free-form text applies. */
export function statusPlanFor(to: string): StatusStep[] {
  switch (normalizeNumber(to)) {
    case MAGIC_NUMBERS.silent:
      return [];
    case MAGIC_NUMBERS.undeliverable:
      return [{ status: 'failed', errorCode: 131026 }];
    case MAGIC_NUMBERS.neverRead:
      return [{ status: 'sent' }, { status: 'delivered' }];
    default:
      return [{ status: 'sent' }, { status: 'delivered' }, { status: 'read' }];
  }
}
