/**
 * Accepts a tenant's concurrent immediate sends together. A tenant's debits serialise on its wallet row, so one
 * transaction per request caps a tenant at one debit per commit; here, the requests that arrive while a debit
 * runs are accepted by the next one in a single transaction (infra/coalescer.ts, keyed by wallet). Waiting
 * requests hold no pooled connection. When the balance cannot cover a whole group, its messages are tried one by
 * one, so exactly those that fit pass. Each message comes back already claimed for its provider call
 * (db/messaging/claimed-messages.ts).
 */
import type { Sequelize } from 'sequelize';
import {
  createClaimedMessagesWithDebit,
  type ClaimedMessage,
  type UnclaimedMessage,
} from '../../../db/messaging/claimed-messages';
import { createCoalescer, type Coalesced } from '../../../infra/coalescer';
import { RecipientOptedOutError } from '../../../domain/messaging/errors';
import { InsufficientCreditsError } from '../../../domain/accounts/errors';

/** Bigger groups would only lengthen the transaction that the next group waits for. */
const MAX_GROUP = 100;

/** An immediate message to claim, with the platform's sender id (used while the tenant has no approved one). */
export type ImmediateMessage = UnclaimedMessage & { platformSender: string };

/** One message's outcome in a group: its claimed id and sender, or why it alone was refused. */
type Claim = { claimed: ClaimedMessage } | { error: unknown };

const claimOf = (claimed: ClaimedMessage | null): Claim =>
  claimed === null ? { error: new RecipientOptedOutError() } : { claimed };

async function claimGroup(sequelize: Sequelize, messages: ImmediateMessage[]): Promise<Claim[]> {
  const { platformSender } = messages[0]!; // a coalesced group is never empty
  if (messages.length > 1) {
    try {
      return (await createClaimedMessagesWithDebit(sequelize, messages, platformSender)).map(claimOf);
    } catch (err) {
      if (!(err instanceof InsufficientCreditsError)) throw err;
    }
  }
  const claims: Claim[] = [];
  for (const message of messages) {
    claims.push(
      await createClaimedMessagesWithDebit(sequelize, [message], platformSender).then(
        ([claimed]) => claimOf(claimed as ClaimedMessage | null),
        (error: unknown) => ({ error }),
      ),
    );
  }
  return claims;
}

const coalescers = new WeakMap<Sequelize, Coalesced<ImmediateMessage, Claim>>();

/**
 * Inserts an immediate message, already claimed (`submitting`) under the sender id in force, and debits it (possibly
 * with others of its wallet). Rejects with RecipientOptedOutError (nothing billed) or InsufficientCreditsError.
 */
export async function claimImmediateMessage(sequelize: Sequelize, message: ImmediateMessage): Promise<ClaimedMessage> {
  let claim = coalescers.get(sequelize);
  if (!claim) {
    claim = createCoalescer(MAX_GROUP, (_wallet, messages: ImmediateMessage[]) => claimGroup(sequelize, messages));
    coalescers.set(sequelize, claim);
  }
  // One platform sender per process (its config), so messages of one wallet always share it.
  const outcome = await claim(`${message.tenantId}:${message.channel}`, message);
  if ('error' in outcome) throw outcome.error;
  return outcome.claimed;
}
