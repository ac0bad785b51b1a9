/**
 * What a channel adds to the shared send machinery at the provider end: which messages it cannot send at all,
 * one provider call for a page of messages, and how to find messages an earlier attempt may have delivered when
 * its answer was lost. Everything else (claiming, recording, refunds, retries) is lib/messaging/submission.ts.
 */
import type { OutboundMessage, SendResult } from '../../db/messaging/message-submission';
import type { CreditChannel } from '../../db/models';
import type { SmsGateway } from '../infra/providers/sms-gateway';
import { createSmsSubmitter } from './sms-submitter';

export interface ChannelSubmitter {
  /** Why the provider can never take this message as it is (no text, bad number…), or null. */
  unsendableReason(message: OutboundMessage): string | null;
  /** One provider call: one result per message, in order. Throws a ProviderError. */
  send(messages: OutboundMessage[]): Promise<SendResult[]>;
  /** Of messages left `submitting` by an attempt whose answer was lost, those the provider has: their results. */
  findAccepted(messages: OutboundMessage[]): Promise<SendResult[]>;
}

export interface SubmitterProviders {
  smsGateway: SmsGateway;
}

/** The submitter of a channel. */
export function submitterFor(providers: SubmitterProviders, channel: CreditChannel): ChannelSubmitter {
  if (channel === 'sms') return createSmsSubmitter(providers.smsGateway);
  throw new Error(`no submitter for channel ${channel}`);
}
