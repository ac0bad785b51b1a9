/**
 * Accepts a tenant's concurrent immediate sends together. A tenant's debits serialise on its wallet row, so one
 * transaction per request caps a tenant at one debit per commit; here, the requests that arrive while a debit
 * runs are accepted by the next one in a single transaction. Waiting requests hold no pooled connection. When
 * the balance cannot cover a whole group, its messages are tried one by one, so exactly those that fit pass.
 */
import type { Sequelize } from 'sequelize';
import { createMessageWithDebit, createMessagesWithDebit, InsufficientCreditsError, type NewMessage } from '../../db/messaging/messages';

interface Pending {
  message: NewMessage;
  resolve(id: number): void;
  reject(err: unknown): void;
}

/** Bigger groups would only lengthen the transaction that the next group waits for. */
const MAX_GROUP = 100;
const waiting = new Map<number, Pending[]>();
const draining = new Set<number>();

async function oneByOne(sequelize: Sequelize, group: Pending[]): Promise<void> {
  for (const p of group) await createMessageWithDebit(sequelize, p.message).then(p.resolve, p.reject);
}

async function accept(sequelize: Sequelize, group: Pending[]): Promise<void> {
  if (group.length === 1) return oneByOne(sequelize, group);
  try {
    const ids = await createMessagesWithDebit(sequelize, group.map((p) => p.message));
    group.forEach((p, i) => p.resolve(ids[i]));
  } catch (err) {
    if (err instanceof InsufficientCreditsError) return oneByOne(sequelize, group);
    group.forEach((p) => p.reject(err));
  }
}

async function drain(sequelize: Sequelize, tenantId: number): Promise<void> {
  draining.add(tenantId);
  try {
    for (let queue = waiting.get(tenantId); queue && queue.length > 0; queue = waiting.get(tenantId)) {
      const group = queue.splice(0, MAX_GROUP);
      if (queue.length === 0) waiting.delete(tenantId);
      await accept(sequelize, group);
    }
  } finally {
    draining.delete(tenantId);
  }
}

/** Inserts an immediate message and debits it (possibly with others of its tenant); rejects with InsufficientCreditsError when short. */
export function createImmediateMessage(sequelize: Sequelize, message: NewMessage): Promise<number> {
  return new Promise((resolve, reject) => {
    const queue = waiting.get(message.tenantId) ?? [];
    queue.push({ message, resolve, reject });
    waiting.set(message.tenantId, queue);
    if (!draining.has(message.tenantId)) void drain(sequelize, message.tenantId);
  });
}
