/**
 * What a channel adds to the shared send machinery at the provider end: which messages it cannot send at all,
 * the provider call(s) for a page of messages, and how to find messages an earlier attempt may have delivered when
 * its answer was lost. Everything else (claiming, recording, refunds, retries) is use-cases/messaging/submit/submission.ts.
 */
import type { Sequelize } from 'sequelize';
import type { OutboundMessage, SendResult } from '../../../db/messaging/message-submission';
import type { CreditChannel } from '../../../db/models';
import type { AppConfig } from '../../../infra/config';
import type { Logger } from '../../../infra/logger';
import type { SmsGateway } from '../../../infra/providers/sms-gateway';
import type { ChatProvider } from '../../../infra/providers/chat-provider';
import { createSmsSubmitter } from './sms-submitter';
import { createChatSubmitter } from './chat-submitter';

export interface ChannelSubmitter {
  /** Why the provider can never take this message as it is (no text, bad number…), or null. */
  unsendableReason(message: OutboundMessage): string | null;
  /**
   * Sends a page: one result per message, in order. Throws a ProviderError when the provider took none of it, or a
   * PartialSendError (submission-errors.ts) with the answers it gave when it took only part. A page that takes long
   * may hand answers to `recordNow` as they come (recorded at once, so they show as sent); those it then leaves out of
   * what it returns or throws.
   */
  send(messages: OutboundMessage[], recordNow?: (answers: SendResult[]) => Promise<void>): Promise<SendResult[]>;
  /**
   * false: the submission claims the whole page before `send`. true: `send` gets the page unclaimed and claims each
   * message itself right before its own provider call (chat: a page takes minutes at the number's throughput, and a
   * message held all that time could not be cancelled, and would be "maybe sent" should the worker die).
   */
  claimsEachMessage: boolean;
  /** Of messages left `submitting` by an attempt whose answer was lost, those the provider has: their results. */
  findAccepted(messages: OutboundMessage[]): Promise<SendResult[]>;
  /**
   * null: a message `findAccepted` misses was not sent, and is sent again (SMS: the gateway's `/logs` are complete).
   * Otherwise the lookup is no proof (chat: only a status webhook finds a message), so a missed message is never
   * resent: it is waited for this long after its attempt, then failed and refunded.
   */
  unconfirmedGiveUpMs: number | null;
}

export interface SubmitterProviders {
  smsGateway: SmsGateway;
  chatProvider: ChatProvider;
}

export interface SubmitterDeps extends SubmitterProviders {
  sequelize: Sequelize;
  config: AppConfig;
  logger: Logger;
}

export interface SubmitterOptions {
  /** Called as a long page makes progress (a Temporal activity heartbeats). */
  heartbeat?: () => void;
}

/** The submitter of a channel. */
export function submitterFor(
  deps: SubmitterDeps,
  channel: CreditChannel,
  options: SubmitterOptions = {},
): ChannelSubmitter {
  if (channel === 'sms') return createSmsSubmitter(deps.smsGateway);
  return createChatSubmitter(deps, options);
}
