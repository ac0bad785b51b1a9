/** Why a webhook use-case refused: domain errors with no HTTP in them (api/http/errors/error-table.ts maps them). */
export abstract class WebhookError extends Error {}

/** The endpoint URL cannot be used: malformed, not http(s), credentials in it, or not a public address. */
export class WebhookUrlRefusedError extends WebhookError {}

/** The organization has as many endpoints as it may (db/webhooks/endpoints.ts MAX_ENDPOINTS_PER_TENANT). */
export class WebhookEndpointLimitError extends WebhookError {}

/** No such endpoint of this organization. */
export class WebhookEndpointNotFoundError extends WebhookError {
  constructor() {
    super('Webhook endpoint not found.');
  }
}

/** The endpoint was disabled (it failed for the whole retry horizon): nothing is sent to it any more. */
export class WebhookEndpointDisabledError extends WebhookError {
  constructor() {
    super('This webhook endpoint is disabled; enable it again (PATCH with enabled: true) to receive events.');
  }
}

/** No such delivery of this endpoint of this organization. */
export class WebhookDeliveryNotFoundError extends WebhookError {
  constructor() {
    super('Webhook delivery not found.');
  }
}
