import { CARD_TYPES, DEFAULT_ADMITS, MAX_CARD_ADMITS, type CardType } from './vocabulary';

export type CardCellsCheck = { ok: true; cardType: CardType; admits: number } | { ok: false; message: string };

const isCardType = (value: string): value is CardType => (CARD_TYPES as readonly string[]).includes(value);

/**
 * The entry card of an imported invitee row from its `card_type` and `admits` cells (either may be blank): a blank
 * type is single, a blank admits is what the type admits (DEFAULT_ADMITS), as on POST …/invitees.
 */
export function checkCardCells(cells: { card_type?: string; admits?: string }): CardCellsCheck {
  const typeText = (cells.card_type ?? '').trim().toLowerCase();
  const admitsText = (cells.admits ?? '').trim();
  const problems: string[] = [];
  if (typeText && !isCardType(typeText)) problems.push(`The card type must be one of: ${CARD_TYPES.join(', ')}.`);
  const admits = admitsText ? Number(admitsText) : undefined;
  if (admits !== undefined && (!/^\d+$/.test(admitsText) || admits < 1 || admits > MAX_CARD_ADMITS)) {
    problems.push(`The admits must be a whole number from 1 to ${MAX_CARD_ADMITS}.`);
  }
  if (problems.length > 0) return { ok: false, message: problems.join(' ') };
  const cardType = typeText && isCardType(typeText) ? typeText : 'single';
  return { ok: true, cardType, admits: admits ?? DEFAULT_ADMITS[cardType] };
}
