/** Why an accounts or credits operation refused: domain errors with no HTTP in them (api/http/errors/error-table.ts maps them). */

/** A debit the wallet cannot cover: nothing was written. */
export class InsufficientCreditsError extends Error {
  constructor(
    readonly balance: number,
    readonly required: number,
  ) {
    super('Insufficient balance.');
  }
}

/** Registration clashes with an organization name or an email already taken. */
export class AccountConflict extends Error {
  constructor(
    readonly field: 'org_name' | 'email',
    message: string,
  ) {
    super(message);
  }
}

/** The change would leave the organization without an admin. */
export class LastAdminError extends Error {
  constructor() {
    super('An organization must keep at least one admin.');
  }
}
