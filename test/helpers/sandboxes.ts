import { startSmsGatewaySandbox, type RunningSmsGatewaySandbox } from '../../sandboxes/sms-gateway/server';
import { startPaymentSandbox, type RunningPaymentSandbox } from '../../sandboxes/payment-provider/server';

/** The provider sandboxes of a test run, on free ports, calling back into the API under test. */
export interface TestSandboxes {
  sms: RunningSmsGatewaySandbox;
  payment: RunningPaymentSandbox;
  /** Environment variables that point the platform at them. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startTestSandboxes(apiBaseUrl: string, deliveryWebhookToken: string): Promise<TestSandboxes> {
  const credentials = { user: 'platform-test', password: 'gateway-secret' };
  const sms = await startSmsGatewaySandbox({
    port: 0, ...credentials, dlrDelayMs: 300, callbackUrl: `${apiBaseUrl}/api/webhooks/delivery/${deliveryWebhookToken}`, callbackRetryDelaysMs: [100, 200, 400],
  });
  const payment = await startPaymentSandbox({
    port: 0, consumerKey: 'test-key', consumerSecret: 'test-secret', auto: 'off', ipnRetryDelaysMs: [100, 200, 400],
  });
  return {
    sms,
    payment,
    env: {
      SMS_GATEWAY_URL: sms.url, SMS_GATEWAY_USER: credentials.user, SMS_GATEWAY_PASSWORD: credentials.password,
      PAYMENT_PROVIDER_URL: payment.url, PAYMENT_CONSUMER_KEY: 'test-key', PAYMENT_CONSUMER_SECRET: 'test-secret',
    },
    async stop() {
      await sms.close();
      await payment.close();
    },
  };
}
