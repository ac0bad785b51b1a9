import { AppError, badGateway, tooManyRequests } from '../errors';
import { GatewayError, GatewayRateLimited } from '../../lib/infra/providers/sms-gateway';

/** A gateway failure as the interface's answer: 429 when it throttles us, else 502. */
export function gatewayFailureToHttp(err: unknown): unknown {
  if (!(err instanceof GatewayError)) return err;
  if (err instanceof GatewayRateLimited) return tooManyRequests('The SMS gateway is rate-limiting requests; try again shortly.', err.retryAfterSeconds);
  return badGateway('The SMS gateway is unreachable or failed; please try again.');
}

/** Runs a gateway call, rethrowing its failure as an AppError. */
export async function callGateway<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const mapped = gatewayFailureToHttp(err);
    throw mapped instanceof AppError ? mapped : err;
  }
}
