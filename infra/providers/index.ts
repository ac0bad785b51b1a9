import type { AppConfig } from '../config';
import { createHttpChatProvider, type ChatProvider } from './chat-provider';
import { createHttpPaymentProvider, type PaymentProvider } from './payment-provider';
import { createHttpSmsGateway, type SmsGateway } from './sms-gateway';

/**
 * The provider clients, built from configuration. The API (status checks, reports) and the activities use
 * the same clients; neither knows whether it talks to a sandbox. Each provider adds its client here.
 */
export interface Providers {
  chatProvider: ChatProvider;
  paymentProvider: PaymentProvider;
  smsGateway: SmsGateway;
}

export function createProviders(config: AppConfig): Providers {
  return {
    chatProvider: createHttpChatProvider(config.chat),
    paymentProvider: createHttpPaymentProvider(config.payment),
    smsGateway: createHttpSmsGateway(config.smsGateway),
  };
}
