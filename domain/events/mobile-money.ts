/**
 * Mobile-money till numbers of an event (issue 34 §5): where invitees send contributions by M-Pesa, Tigo Pesa,
 * Airtel Money or HaloPesa, with their own phone as the reference, as with the bank account.
 */

export const MOBILE_MONEY_PROVIDERS = ['mpesa', 'tigopesa', 'airtelmoney', 'halopesa'] as const;
export type MobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number];

/** How each provider writes its own name. */
export const MOBILE_MONEY_LABELS: Record<MobileMoneyProvider, string> = {
  mpesa: 'M-Pesa',
  tigopesa: 'Tigo Pesa',
  airtelmoney: 'Airtel Money',
  halopesa: 'HaloPesa',
};

/** At most this many numbers per event: the page and an SMS statement stay short. */
export const MAX_MOBILE_MONEY_ENTRIES = 4;

/** A till, business (Lipa) or phone number: 5 to 15 digits, spaces and dashes dropped, an optional leading `+`. */
export const MOBILE_MONEY_NUMBER = /^\+?\d{5,15}$/;

export interface MobileMoneyEntry {
  provider: MobileMoneyProvider;
  /** As the payer types it: digits, maybe a leading `+`. */
  number: string;
  /** The name the payer sees when the provider asks to confirm. */
  name: string;
}

/** `M-Pesa 555123 (Kamati ya Harusi)`: one entry as an SMS or a line of text shows it. */
export const mobileMoneyLine = (entry: MobileMoneyEntry): string =>
  `${MOBILE_MONEY_LABELS[entry.provider]} ${entry.number} (${entry.name})`;
