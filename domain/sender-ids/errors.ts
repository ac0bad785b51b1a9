/** Why a sender id operation refused: domain errors with no HTTP in them (api/http/errors/error-table.ts maps them). */

/** A request that cannot be made: a duplicate, or too many open requests. */
export class SenderIdRequestRefused extends Error {}

/** A review that does not fit the sender id's status (approving a rejected one). */
export class SenderIdStateError extends Error {}
