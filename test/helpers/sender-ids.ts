import assert from 'node:assert/strict';
import type { TenantSession } from './tenant';
import { superAdminToken, trpcCall } from './trpc';
import { testEnv } from './env';

/** Requests `name` as the tenant admin and approves it as the platform admin; returns the sender id's id. */
export async function approvedSenderId(session: TenantSession, name: string): Promise<number> {
  const requested = await session.api.post('/sender-ids', { sender_id: name });
  assert.equal(requested.status, 201, JSON.stringify(requested.data));
  const approved = await trpcCall(
    'mutation',
    'admin.senderIds.approve',
    { senderIdId: requested.data.data.id },
    await superAdminToken(),
  );
  assert.equal(approved.status, 200, JSON.stringify(approved.error));
  return requested.data.data.id as number;
}

/** The `from` the SMS gateway sandbox received for a message it accepted. */
export function senderReceivedBySandbox(gatewayMessageId: string): string | undefined {
  return testEnv().sandboxes.sms.store.getMessage(gatewayMessageId)?.from;
}
