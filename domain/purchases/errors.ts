/** Why a purchase operation refused: domain errors with no HTTP in them (api/http/errors/error-table.ts maps them). */

/** No tier can price the quantity (an admin deleted every SMS package). */
export class NoPriceTierError extends Error {
  constructor() {
    super('No SMS package is configured, so SMS credits cannot be priced. Please contact support.');
  }
}

/** A tenant may hold one pending manual request per channel (docs/interface.md §4.8). */
export class PendingPurchaseExistsError extends Error {
  constructor(
    readonly pendingId: number,
    channel: 'sms' | 'chat',
  ) {
    super(
      `You already have a pending ${channel === 'chat' ? 'chat credit' : 'SMS'} purchase request awaiting approval.`,
    );
  }
}

/** The tenant already has MAX_PENDING_ONLINE_PURCHASES online checkouts waiting for payment. */
export class PendingCheckoutsLimitError extends Error {
  constructor(readonly pendingIds: number[]) {
    super(
      `You already have ${pendingIds.length} online checkouts waiting for payment. Complete one of them, or wait until they expire (24 hours), before starting another.`,
    );
  }
}

/** A purchase in a state that does not allow the requested move (e.g. approving a rejected request). */
export class PurchaseStateError extends Error {}
