import assert from 'node:assert/strict';
import axios, { type AxiosInstance } from 'axios';
import { QueryTypes } from 'sequelize';
import type { TenantSession } from './tenant';
import { testEnv } from './env';
import { waitFor } from './wait-for';
import { TEST_CHAT } from './sandboxes';
import { syncChatTemplatesFromProvider } from '../../use-cases/chat/chat-template-sync';
import type { presentChatMessage } from '../../api/chat/presenters/chat-message';
import type { StoredChatMessage } from '../../sandboxes/chat-provider/store';

export type ChatMessageJson = ReturnType<typeof presentChatMessage>;

/** The Graph path of sends, for the sandbox's fault and latency controls. */
export const CHAT_SEND_PATH = `/v21.0/${TEST_CHAT.phoneNumberId}/messages`;

/** The chat sandbox's control API. */
export const chatSandbox = (): AxiosInstance =>
  axios.create({ baseURL: testEnv().sandboxes.chat.url, validateStatus: () => true });

/** Copies the sandbox's templates into the platform (as the hourly sync does); returns the id of (name, language). */
export async function syncedChatTemplateId(name: string, language = 'sw'): Promise<number> {
  await syncChatTemplatesFromProvider(testEnv().activityDeps);
  const [row] = await testEnv().sequelize.query<{ id: number }>(
    'SELECT id FROM chat_templates WHERE name = $1 AND language = $2 AND active',
    { bind: [name, language], type: QueryTypes.SELECT },
  );
  assert.ok(row, `the sandbox template ${name} (${language}) is synced and approved`);
  return row.id;
}

/** A tenant's chat messages through the API (one page of up to 100). */
export async function listChatMessages(
  session: TenantSession,
  params: Record<string, unknown> = {},
): Promise<ChatMessageJson[]> {
  const res = await session.api.get('/chat/messages', { params: { per_page: 100, ...params } });
  assert.equal(res.status, 200, JSON.stringify(res.data));
  return res.data.data as ChatMessageJson[];
}

/** Waits until every chat message of the batch satisfies `done`; returns them. */
export async function waitForChatBatch(
  session: TenantSession,
  batchId: number,
  done: (m: ChatMessageJson) => boolean,
  timeoutMs = 20_000,
): Promise<ChatMessageJson[]> {
  return waitFor(
    async () => {
      const messages = await listChatMessages(session, { batch_id: batchId });
      return messages.length > 0 && messages.every(done) && messages;
    },
    timeoutMs,
    150,
  );
}

/** What the sandbox accepted for these numbers (its own record of sends). */
export const sandboxChatMessagesTo = (to: string): StoredChatMessage[] =>
  testEnv()
    .sandboxes.chat.store.allMessages()
    .filter((m) => m.to === to);

/** The tenant's chat ledger rows, oldest first. */
export async function chatLedger(tenantId: number): Promise<Array<{ amount: number; reference: string }>> {
  return testEnv().sequelize.query<{ amount: number; reference: string }>(
    "SELECT amount, reference FROM ledger_entries WHERE tenant_id = $1 AND channel = 'chat' ORDER BY id",
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
}
