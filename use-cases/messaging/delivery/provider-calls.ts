import { ProviderError } from '../../../infra/providers/provider-errors';
import { ProviderFailedError } from '../../../domain/messaging/errors';

/** Runs a provider call that a waiting caller depends on, turning its failure into the domain's ProviderFailedError. */
export async function callProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    throw err.kind === 'rate_limited'
      ? new ProviderFailedError('The SMS gateway is rate-limiting requests; try again shortly.', err.retryAfterSeconds)
      : new ProviderFailedError('The SMS gateway is unreachable or failed; please try again.');
  }
}
