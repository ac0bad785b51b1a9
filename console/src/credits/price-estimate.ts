import type { SmsPackage } from './use-credits';

/**
 * What `quantity` SMS credits would cost at the tiers shown, to know what to pay before paying: the tier that holds it,
 * the one below in a gap, the lowest below every tier (the API's rule, docs/decisions.md §4; its quote is what counts).
 */
export function estimateSmsPrice(quantity: number, tiers: readonly SmsPackage[]): number | null {
  if (!Number.isSafeInteger(quantity) || quantity < 1 || tiers.length === 0) return null;
  const sorted = [...tiers].sort((a, b) => a.min_quantity - b.min_quantity);
  const tier = sorted.filter((candidate) => candidate.min_quantity <= quantity).at(-1) ?? sorted[0]!;
  return quantity * tier.price_per_sms;
}
