import type { WebhooksConfig } from '../../infra/config';
import { checkPublicHost } from '../../infra/public-address';
import { WebhookUrlRefusedError } from '../../domain/webhooks/errors';

/**
 * Checks a tenant's endpoint URL at creation: absolute http(s) (plain http only with WEBHOOKS_ALLOW_PRIVATE, i.e. a
 * local receiver: events carry phone numbers), no credentials or fragment, and a host that resolves only to public
 * addresses (skipped with WEBHOOKS_ALLOW_PRIVATE). Delivery checks the address again on every connection.
 * Returns the URL as parsed.
 */
export async function assertDeliverableUrl(config: WebhooksConfig, raw: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlRefusedError('The url must be an absolute http or https URL.');
  }
  const schemes = config.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol))
    throw new WebhookUrlRefusedError(`The url must use ${config.allowPrivate ? 'http or https' : 'https'}.`);
  if (url.username || url.password)
    throw new WebhookUrlRefusedError('The url may not contain a user name or password.');
  if (url.hash) throw new WebhookUrlRefusedError('The url may not contain a fragment (#…).');
  if (!config.allowPrivate) {
    const host = await checkPublicHost(url.hostname);
    if (!host.ok && host.reason === 'unresolvable')
      throw new WebhookUrlRefusedError(`The host ${url.hostname} could not be resolved.`);
    if (!host.ok)
      throw new WebhookUrlRefusedError(
        'The url must point to a public address, not a private, loopback or link-local one.',
      );
  }
  return url.href;
}
