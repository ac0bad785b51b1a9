/** Tanzanian MSISDN helpers: the gateway only accepts `255` + 9 digits, without `+`. */

const VALID_MSISDN = /^255\d{9}$/;

/** Whether the gateway accepts this `to` as is (docs/providers.md §1.7.2). */
export function isValidMsisdn(to: string): boolean {
  return VALID_MSISDN.test(to);
}

/** `0712…`, `+255712…`, `255 712 …` → `255712…`, so magic numbers match however they were typed. */
export function normalizeMsisdn(to: string): string {
  const compact = to.replace(/[\s-]/g, '');
  if (compact.startsWith('+')) return compact.slice(1);
  if (/^0\d{9}$/.test(compact)) return `255${compact.slice(1)}`;
  return compact;
}

/** Network prefix (2 digits after 255) → MCC+MNC, so reports carry a plausible `mccMnc`. */
const MCC_MNC_BY_PREFIX: Record<string, string> = {
  '61': '64009',
  '62': '64009',
  '65': '64002',
  '67': '64002',
  '71': '64002',
  '68': '64005',
  '69': '64005',
  '78': '64005',
  '73': '64007',
  '74': '64004',
  '75': '64004',
  '76': '64004',
  '77': '64003',
};

/** The operator code reports show for a number, or null for an unknown prefix. */
export function mccMncOf(msisdn: string): string | null {
  return MCC_MNC_BY_PREFIX[msisdn.slice(3, 5)] ?? null;
}
