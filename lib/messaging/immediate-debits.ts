/**
 * Accepts a tenant's concurrent immediate sends together. A tenant's debits serialise on its wallet row, so one
 * transaction per request caps a tenant at one debit per commit; here, the requests that arrive while a debit
 * runs are accepted by the next one in a single transaction (lib/infra/coalescer.ts, keyed by wallet). Waiting
 * requests hold no pooled connection. When the balance cannot cover a whole group, its messages are tried one by
 * one, so exactly those that fit pass. Each message comes back already claimed for its provider call
 * (db/messaging/claimed-messages.ts).
 */
import type { Sequelize } from 'sequelize';
import type { NewMessage } from '../../db/messaging/messages';
import { createClaimedMessagesWithDebit } from '../../db/messaging/claimed-messages';
import { InsufficientCreditsError } from '../../db/ledger';
import { createCoalescer, type Coalesced } from '../infra/coalescer';
import { RecipientOptedOutError } from './errors';

/** Bigger groups would only lengthen the transaction that the next group waits for. */
const MAX_GROUP = 100;

/** One message's outcome in a group: its claimed id, or why it alone was refused. */
type Claim = { id: number } | { error: unknown };

const claimOf = (id: number | null): Claim => (id === null ? { error: new RecipientOptedOutError() } : { id });

async function claimGroup(sequelize: Sequelize, messages: NewMessage[]): Promise<Claim[]> {
  if (messages.length > 1) {
    try {
      return (await createClaimedMessagesWithDebit(sequelize, messages)).map(claimOf);
    } catch (err) {
      if (!(err instanceof InsufficientCreditsError)) throw err;
    }
  }
  const claims: Claim[] = [];
  for (const message of messages) {
    claims.push(await createClaimedMessagesWithDebit(sequelize, [message]).then(([id]) => claimOf(id), (error: unknown) => ({ error })));
  }
  return claims;
}

const coalescers = new WeakMap<Sequelize, Coalesced<NewMessage, Claim>>();

/**
 * Inserts an immediate message, already claimed (`submitting`), and debits it (possibly with others of its wallet).
 * Rejects with RecipientOptedOutError (nothing billed) or InsufficientCreditsError.
 */
export async function claimImmediateMessage(sequelize: Sequelize, message: NewMessage): Promise<number> {
  let claim = coalescers.get(sequelize);
  if (!claim) {
    claim = createCoalescer(MAX_GROUP, (_wallet, messages: NewMessage[]) => claimGroup(sequelize, messages));
    coalescers.set(sequelize, claim);
  }
  const outcome = await claim(`${message.tenantId}:${message.channel}`, message);
  if ('error' in outcome) throw outcome.error;
  return outcome.id;
}
