/**
 * Accepts a tenant's concurrent immediate sends together. A tenant's debits serialise on its wallet row, so one
 * transaction per request caps a tenant at one debit per commit; here, the requests that arrive while a debit
 * runs are accepted by the next one in a single transaction. Waiting requests hold no pooled connection. When
 * the balance cannot cover a whole group, its messages are tried one by one, so exactly those that fit pass.
 * Each message comes back already claimed for its provider call (db/messaging/claimed-messages.ts).
 */
import type { Sequelize } from 'sequelize';
import type { NewMessage } from '../../db/messaging/messages';
import { createClaimedMessagesWithDebit } from '../../db/messaging/claimed-messages';
import { InsufficientCreditsError } from '../../db/ledger';
import { RecipientOptedOutError } from './errors';

interface Pending {
  message: NewMessage;
  resolve(id: number): void;
  reject(err: unknown): void;
}

/** Bigger groups would only lengthen the transaction that the next group waits for. */
const MAX_GROUP = 100;
/** Keyed by tenant and channel: each wallet serialises its own debits. */
const waiting = new Map<string, Pending[]>();
const draining = new Set<string>();

function settle(group: Pending[], ids: Array<number | null>): void {
  group.forEach((p, i) => {
    const id = ids[i];
    if (id === null) p.reject(new RecipientOptedOutError());
    else p.resolve(id);
  });
}

async function oneByOne(sequelize: Sequelize, group: Pending[]): Promise<void> {
  for (const p of group) await createClaimedMessagesWithDebit(sequelize, [p.message]).then((ids) => settle([p], ids), p.reject);
}

async function accept(sequelize: Sequelize, group: Pending[]): Promise<void> {
  if (group.length === 1) return oneByOne(sequelize, group);
  try {
    settle(group, await createClaimedMessagesWithDebit(sequelize, group.map((p) => p.message)));
  } catch (err) {
    if (err instanceof InsufficientCreditsError) return oneByOne(sequelize, group);
    group.forEach((p) => p.reject(err));
  }
}

async function drain(sequelize: Sequelize, wallet: string): Promise<void> {
  draining.add(wallet);
  try {
    for (let queue = waiting.get(wallet); queue && queue.length > 0; queue = waiting.get(wallet)) {
      const group = queue.splice(0, MAX_GROUP);
      if (queue.length === 0) waiting.delete(wallet);
      await accept(sequelize, group);
    }
  } finally {
    draining.delete(wallet);
  }
}

/**
 * Inserts an immediate message, already claimed (`submitting`), and debits it (possibly with others of its wallet).
 * Rejects with RecipientOptedOutError (nothing billed) or InsufficientCreditsError.
 */
export function claimImmediateMessage(sequelize: Sequelize, message: NewMessage): Promise<number> {
  const wallet = `${message.tenantId}:${message.channel}`;
  return new Promise((resolve, reject) => {
    const queue = waiting.get(wallet) ?? [];
    queue.push({ message, resolve, reject });
    waiting.set(wallet, queue);
    if (!draining.has(wallet)) void drain(sequelize, wallet);
  });
}
