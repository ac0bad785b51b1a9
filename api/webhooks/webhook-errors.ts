import { AppError, fieldError, notFound } from '../http/errors/errors';
import { WebhookEndpointNotFoundError, WebhookError, WebhookUrlRefusedError } from '../../domain/webhooks/errors';

/** The webhooks area's refusals (api/http/errors/domain-errors.ts asks here): a refused URL is 422 on `url`, a missing endpoint 404. */
export function webhookErrorToHttp(err: unknown): AppError | undefined {
  if (!(err instanceof WebhookError)) return undefined;
  if (err instanceof WebhookUrlRefusedError) return fieldError('url', err.message);
  if (err instanceof WebhookEndpointNotFoundError) return notFound('Webhook endpoint');
  return new AppError(422, err.message);
}
