import { startSmsGatewaySandbox, type RunningSmsGatewaySandbox } from '../../sandboxes/sms-gateway/server';
import { startPaymentSandbox, type RunningPaymentSandbox } from '../../sandboxes/payment-provider/server';
import { startChatSandbox, type RunningChatSandbox } from '../../sandboxes/chat-provider/server';

/** Credentials shared by the chat sandbox and the platform under test (tests sign webhooks with the app secret). */
export const TEST_CHAT = {
  accessToken: 'test-chat-access-token',
  phoneNumberId: '100000000000001',
  wabaId: '200000000000001',
  verifyToken: 'test-chat-verify-token',
  appSecret: 'test-chat-app-secret',
} as const;

/** The provider sandboxes of a test run, on free ports, calling back into the API under test. */
export interface TestSandboxes {
  sms: RunningSmsGatewaySandbox;
  payment: RunningPaymentSandbox;
  chat: RunningChatSandbox;
  /** Environment variables that point the platform at them. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** The USSD callback's secret in tests: another than the delivery token, so a mix-up of the two is seen. */
export const TEST_USSD_CALLBACK_TOKEN = 'test-ussd-callback-token';

export async function startTestSandboxes(apiBaseUrl: string, deliveryWebhookToken: string): Promise<TestSandboxes> {
  const credentials = { user: 'platform-test', password: 'gateway-secret' };
  const sms = await startSmsGatewaySandbox({
    port: 0,
    ...credentials,
    dlrDelayMs: 300,
    callbackUrl: `${apiBaseUrl}/api/webhooks/delivery/${deliveryWebhookToken}`,
    inboundUrl: `${apiBaseUrl}/api/webhooks/sms-inbound/${deliveryWebhookToken}`,
    ussdUrl: `${apiBaseUrl}/api/webhooks/ussd/${TEST_USSD_CALLBACK_TOKEN}`,
    callbackRetryDelaysMs: [100, 200, 400],
  });
  const payment = await startPaymentSandbox({
    port: 0,
    consumerKey: 'test-key',
    consumerSecret: 'test-secret',
    auto: 'off',
    ipnRetryDelaysMs: [100, 200, 400],
  });
  const chat = await startChatSandbox({
    port: 0,
    ...TEST_CHAT,
    statusDelayMs: 100,
    webhookUrl: `${apiBaseUrl}/api/webhooks/chat`,
    buttonBaseUrl: `${apiBaseUrl}/e/`,
    webhookRetryDelaysMs: [100, 200, 400],
    maxPageSize: 4, // every template listing of the platform pages
  });
  return {
    sms,
    payment,
    chat,
    env: {
      SMS_GATEWAY_URL: sms.url,
      SMS_GATEWAY_USER: credentials.user,
      SMS_GATEWAY_PASSWORD: credentials.password,
      PAYMENT_PROVIDER_URL: payment.url,
      PAYMENT_CONSUMER_KEY: 'test-key',
      PAYMENT_CONSUMER_SECRET: 'test-secret',
      CHAT_PROVIDER_URL: chat.url,
      CHAT_ACCESS_TOKEN: TEST_CHAT.accessToken,
      CHAT_PHONE_NUMBER_ID: TEST_CHAT.phoneNumberId,
      CHAT_WABA_ID: TEST_CHAT.wabaId,
      CHAT_VERIFY_TOKEN: TEST_CHAT.verifyToken,
      CHAT_APP_SECRET: TEST_CHAT.appSecret,
      USSD_CALLBACK_TOKEN: TEST_USSD_CALLBACK_TOKEN,
    },
    async stop() {
      await sms.close();
      await payment.close();
      await chat.close();
    },
  };
}
