import type { CreditChannel } from '../models';
import { SmsPackage } from '../models';
import { NoPriceTierError } from '../../domain/purchases/errors';

/** The tiers as the price rule needs them. */
export interface PriceTier {
  id: number;
  minQuantity: number;
  maxQuantity: number;
  pricePerSms: number;
}

export interface PriceQuote {
  unitPrice: number;
  totalAmount: number;
  /** The tier that set the SMS price; null for chat credits. */
  packageId: number | null;
}

export interface PriceContext {
  tiers: readonly PriceTier[];
  /** TZS per chat credit (CHAT_CREDIT_PRICE). */
  chatCreditPrice: number;
}

/**
 * The price rule of docs/decisions.md §4, the only place it lives. SMS: the tier whose [min, max] holds the quantity; above
 * every tier, the highest tier's price. Beyond the spec: in a gap between tiers the tier below applies, and below every
 * tier the lowest tier's price. Chat credits cost `chatCreditPrice` each. Totals are whole shillings.
 */
export function priceFor(quantity: number, channel: CreditChannel, context: PriceContext): PriceQuote {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new Error('quantity must be a positive integer');
  if (channel === 'chat') {
    return { unitPrice: context.chatCreditPrice, totalAmount: quantity * context.chatCreditPrice, packageId: null };
  }
  const sorted = [...context.tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  if (sorted.length === 0) throw new NoPriceTierError();
  const atOrBelow = sorted.filter((tier) => tier.minQuantity <= quantity);
  const tier = atOrBelow.at(-1) ?? sorted[0]!;
  return { unitPrice: tier.pricePerSms, totalAmount: quantity * tier.pricePerSms, packageId: tier.id };
}

/** Reads the current tiers and prices the quantity with `priceFor`. */
export async function quotePrice(
  quantity: number,
  channel: CreditChannel,
  chatCreditPrice: number,
): Promise<PriceQuote> {
  const tiers = channel === 'sms' ? await SmsPackage.findAll({ raw: true }) : [];
  return priceFor(quantity, channel, { tiers, chatCreditPrice });
}
