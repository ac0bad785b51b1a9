import type { AppConfig } from '../../lib/config';
import { createHttpPaymentProvider, type PaymentProvider } from './payment-provider';

/**
 * The provider clients, built from configuration. The API (status checks, reports) and the activities use
 * the same clients; neither knows whether it talks to a sandbox. Each provider adds its client here.
 */
export interface Providers {
  paymentProvider: PaymentProvider;
}

export function createProviders(config: AppConfig): Providers {
  return {
    paymentProvider: createHttpPaymentProvider(config.payment),
  };
}
