/**
 * The stable `code` of every error answer, with what it means: integrators branch on the code, never on the message
 * (which may be reworded). Kept free of any domain import so the OpenAPI document and the tests read the same list;
 * a code is only ever added here, never renamed or removed.
 */
export const ERROR_CODES = {
  // the request itself
  bad_request: 'The request is not valid HTTP, or a header or the body breaks a general rule of the API.',
  malformed_json: 'The request body is not valid JSON.',
  body_too_large: 'The request body is larger than the API accepts.',
  unsupported_encoding: 'The request body uses a content encoding or charset the API does not accept.',
  request_header_too_large: 'The request headers are too large.',
  request_timeout: 'The request took too long to arrive.',
  invalid_idempotency_key: 'The Idempotency-Key header is malformed or sent more than once.',
  validation_failed: 'A field of the request is invalid; `errors` names each field with its messages.',
  route_not_found: 'No route of the API has this path.',
  method_not_allowed: 'The route exists but not with this method; the Allow header lists the methods it supports.',
  // who is asking
  unauthenticated: 'No valid token (or callback signature) was given.',
  invalid_credentials: 'The email or password of a login is wrong.',
  forbidden: 'The caller is authenticated but may not do this (role, organization inactive, wrong kind of token).',
  // records
  not_found: 'The record does not exist, or belongs to another organization.',
  conflict: 'The request conflicts with an existing record.',
  invalid_state: 'The record is not in a state that allows this (e.g. a purchase or sender id already decided).',
  last_admin: 'The change would leave the organization without an admin.',
  cannot_delete_self: 'A user cannot delete their own account.',
  // credits and purchases
  insufficient_balance: 'The balance of the channel is short; `balance` and `required` give the credits.',
  pending_purchase_exists: 'A purchase request of this kind already awaits approval; `pending_id` names it.',
  pending_checkouts_limit: 'Too many online checkouts are pending; `pending_ids` names them.',
  no_price_tier: 'No SMS package is configured, so credits cannot be priced.',
  receipt_not_available: 'A receipt exists only for an approved purchase.',
  payment_provider_unreachable: 'The payment provider could not be reached; nothing was charged, retry later.',
  // sending
  opted_out: 'The recipient opted out of the organization’s messages on this channel; nothing was sent or billed.',
  all_recipients_opted_out: 'Every recipient opted out; `opted_out` counts them. Nothing was sent or billed.',
  no_recipients: 'There is no recipient to send to.',
  group_empty: 'The group has no contacts.',
  recipient_opt_out: 'The recipient opted out themselves; only they can take it back.',
  not_scheduled: 'Only a scheduled message can be cancelled.',
  nothing_to_cancel: 'No message of the batch is left to cancel.',
  nothing_to_resend: 'No message of the batch has a status that can be resent.',
  no_gateway_id: 'The message was not submitted to the SMS gateway, so it has no delivery status yet.',
  stage_already_sent: 'The SMS stage was already sent.',
  stage_not_sendable: 'The SMS stage cannot be sent now (completed, cancelled, or being sent).',
  no_eligible_invitees: 'No invitee of the event is eligible for the stage.',
  // the door
  card_not_found: 'No card of the event has this code (unknown, another event’s, or replaced by a reissue).',
  already_admitted:
    'The card has no guests left to admit; `admitted_total`, `admits`, `last_checked_in_at` and `door` say when.',
  invitee_declined: 'The invitee declined the invitation; their card admits no one.',
  event_cancelled: 'The event is cancelled.',
  check_in_superseded: 'An earlier scan of the card displaced this check-in: it no longer counts, nothing to undo.',
  message_rejected: 'The provider refused the message outright; it was refunded.',
  refused: 'The request was refused by a rule of the service; the message says which.',
  rate_limited: 'Too many requests from this caller; retry after the Retry-After header’s seconds.',
  gateway_rate_limited: 'The provider is rate limiting; nothing was sent or billed, retry after Retry-After.',
  gateway_unreachable: 'The provider refused or could not be reached; nothing was sent or billed, retry later.',
  send_outcome_unknown: 'Whether the provider took the message is not known yet; do not send it again, check it later.',
  batch_not_started: 'The batch could not be started; nothing was billed, retry later.',
  // idempotency
  idempotency_key_reused: 'The Idempotency-Key was already used for a different request.',
  idempotency_key_in_flight: 'A request with this Idempotency-Key is still being processed; retry after Retry-After.',
  idempotency_key_interrupted: 'The request with this Idempotency-Key was interrupted; its outcome is unknown.',
  // webhooks
  webhook_endpoint_limit: 'The organization has as many webhook endpoints as it may.',
  webhook_endpoint_disabled: 'The webhook endpoint is disabled; create a new one.',
  // the server
  server_busy: 'The server is busy; retry after the Retry-After header’s seconds.',
  server_error: 'An unexpected error on the server.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Every code, in the order of the list: the `enum` of the OpenAPI document. */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
