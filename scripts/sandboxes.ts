import { startSmsGatewaySandbox } from '../sandboxes/sms-gateway/server';
import { startPaymentSandbox } from '../sandboxes/payment-provider/server';
import { startChatSandbox } from '../sandboxes/chat-provider/server';
import { logger } from '../infra/logger';

const log = logger.child({ component: 'start' });

/**
 * Starts the local sandbox of each provider whose URL is not configured and points the platform at it
 * (sets SMS_GATEWAY_URL, PAYMENT_PROVIDER_URL, CHAT_PROVIDER_URL in `env`, with fixed dev credentials beside them).
 * Returns one function that stops them all.
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
  if (!env.CHAT_PROVIDER_URL) {
    env.CHAT_ACCESS_TOKEN ??= 'sandbox-access-token';
    env.CHAT_PHONE_NUMBER_ID ??= '100000000000001';
    env.CHAT_WABA_ID ??= '200000000000001';
    env.CHAT_VERIFY_TOKEN ??= 'sandbox-verify-token';
    env.CHAT_APP_SECRET ??= 'sandbox-app-secret';
    const chat = await startChatSandbox({
      port: Number(env.CHAT_SANDBOX_PORT ?? 4003),
      accessToken: env.CHAT_ACCESS_TOKEN,
      phoneNumberId: env.CHAT_PHONE_NUMBER_ID,
      wabaId: env.CHAT_WABA_ID,
      verifyToken: env.CHAT_VERIFY_TOKEN,
      appSecret: env.CHAT_APP_SECRET,
    });
    env.CHAT_PROVIDER_URL = chat.url;
    stops.push(chat.close);
    log.info({ url: chat.url, webhookUrl: chat.sandbox.config.webhookUrl }, 'chat provider sandbox started');
  }
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
