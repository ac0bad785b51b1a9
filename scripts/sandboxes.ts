import { startSmsGatewaySandbox } from '../sandboxes/sms-gateway/server';
import { startPaymentSandbox } from '../sandboxes/payment-provider/server';
import { logger } from '../lib/infra/logger';

const log = logger.child({ component: 'start' });

/**
 * Starts the local sandbox of each provider whose URL is not configured and points the platform at it
 * (sets SMS_GATEWAY_URL, PAYMENT_PROVIDER_URL in `env`). Returns one function that stops them all.
 */
export async function startSandboxes(env: NodeJS.ProcessEnv): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  if (!env.SMS_GATEWAY_URL) {
    env.SMS_GATEWAY_USER ??= 'platform';
    env.SMS_GATEWAY_PASSWORD ??= 'platform';
    const sms = await startSmsGatewaySandbox({ port: Number(env.SMS_SANDBOX_PORT ?? 4001) });
    env.SMS_GATEWAY_URL = sms.url;
    stops.push(sms.close);
    log.info({ url: sms.url }, 'SMS gateway sandbox started');
  }
  if (!env.PAYMENT_PROVIDER_URL) {
    env.PAYMENT_CONSUMER_KEY ??= 'sandbox-key';
    env.PAYMENT_CONSUMER_SECRET ??= 'sandbox-secret';
    const payment = await startPaymentSandbox({ port: Number(env.PAYMENT_SANDBOX_PORT ?? 4002) });
    env.PAYMENT_PROVIDER_URL = payment.url;
    stops.push(payment.close);
    log.info({ url: payment.url }, 'payment provider sandbox started');
  }
  return async () => { for (const stop of stops.reverse()) await stop(); };
}
