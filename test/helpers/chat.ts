import { createHmac } from 'node:crypto';
import type { AxiosInstance } from 'axios';
import { apiClient } from './tenant';
import { testEnv } from './env';
import { TEST_CHAT } from './sandboxes';
import { insertMessage } from './messages';
import { freshPhone } from './contacts';

/** A Tanzanian mobile number (stored form) no other test of the run uses, outside the sandbox's magic block. */
export const freshChatNumber = (): string => freshPhone().stored;

/** `X-Hub-Signature-256` of raw bytes, signed as the provider does (with the test app secret unless told). */
export const signChatWebhook = (raw: string, secret: string = TEST_CHAT.appSecret): string =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

/** A webhook body of the `messages` field around one `value`. */
export const chatWebhookEnvelope = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: TEST_CHAT.wabaId,
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '255222110000', phone_number_id: TEST_CHAT.phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
});

export const inboundTextBody = (wamid: string, from: string, text: string) =>
  chatWebhookEnvelope({
    contacts: [{ profile: { name: 'Juma' }, wa_id: from }],
    messages: [{ from, id: wamid, timestamp: '1763802200', type: 'text', text: { body: text } }],
  });

/** POSTs raw bytes to the API's chat webhook, with the given signature header (none when undefined). */
export function postChatWebhookRaw(raw: string, signature?: string, client: AxiosInstance = apiClient()) {
  return client.post('/webhooks/chat', raw, {
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'X-Hub-Signature-256': signature } : {}) },
  });
}

/** POSTs a body to the API's chat webhook, signed like the provider. */
export function postSignedChatWebhook(body: unknown) {
  const raw = JSON.stringify(body);
  return postChatWebhookRaw(raw, signChatWebhook(raw));
}

/** Sends a real template through the sandbox and records it as the tenant's chat message (chat sends come later). */
export async function insertSentChatMessage(tenantId: number, to: string): Promise<string> {
  const { wamid } = await testEnv().activityDeps.chatProvider.sendTemplate({
    to,
    template: { name: 'welcome_message', language: 'sw' },
  });
  await insertMessage(tenantId, {
    toNumber: to,
    gatewayMessageId: wamid,
    channel: 'chat',
    body: 'Karibu! Asante kwa kujiunga nasi.',
  });
  return wamid;
}
