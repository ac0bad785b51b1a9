/**
 * How many SMS parts a text costs (docs/providers.md §1.7.3). Kept local to the sandbox on purpose: the sandbox must
 * answer like the gateway does, independently of the platform's own segment counter.
 */

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** Characters of the GSM-7 extension table: each costs an escape plus itself, so 2 septets. */
const GSM7_EXTENSION = '^{}\\[~]|€';

const BASIC_SET = new Set(GSM7_BASIC);
const EXTENSION_SET = new Set(GSM7_EXTENSION);

/** Septets the text needs in GSM-7, or null when a character forces UCS-2. */
export function countGsm7Septets(text: string): number | null {
  let septets = 0;
  for (const char of text) {
    if (BASIC_SET.has(char)) septets += 1;
    else if (EXTENSION_SET.has(char)) septets += 2;
    else return null;
  }
  return septets;
}

/** Parts billed for one recipient: 160/153 septets per part in GSM-7, 70/67 UTF-16 units in UCS-2. */
export function countSmsParts(text: string): number {
  const septets = countGsm7Septets(text);
  if (septets !== null) return septets <= 160 ? 1 : Math.ceil(septets / 153);
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}
