import { ICAL, type IcalComponent } from './ical';
import { ImportFileError } from './import-file-error';
import { checkVcardShape } from './upload-limits';
import type { RawContactRow } from '../../../domain/contacts/contact-import-row';

export interface VcardContact {
  /** The file line of the card's BEGIN:VCARD (used as the row number in import errors). */
  row: number;
  raw: RawContactRow;
  /** Set when the card itself could not be parsed. */
  unreadable?: string;
}

/**
 * The contacts of a vCard 3.0/4.0 file, one per BEGIN:VCARD…END:VCARD block. Each block is parsed on its own
 * (ical.js) so a damaged card is reported as a bad row instead of failing the file. A shape past UPLOAD_LIMITS
 * fails the file before any card is parsed.
 */
export function parseVcardContacts(text: string): VcardContact[] {
  if (text.trim() === '') throw new ImportFileError('The file is empty.');
  if (text.includes('\0') || !/^BEGIN:VCARD\s*$/im.test(text))
    throw new ImportFileError('The file must be a vCard (.vcf) file.');
  const fileLines = text.split(/\r\n|\r|\n/);
  checkVcardShape(fileLines);
  return splitCards(fileLines).map(({ row, lines }) => {
    try {
      const parsed = ICAL.parse(lines.join('\r\n')) as unknown[];
      const jcard = (Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[];
      return { row, raw: contactOf(new ICAL.Component(jcard as never)) };
    } catch {
      return { row, raw: {}, unreadable: 'The vCard could not be read.' };
    }
  });
}

function splitCards(fileLines: string[]): Array<{ row: number; lines: string[] }> {
  const cards: Array<{ row: number; lines: string[] }> = [];
  let current: { row: number; lines: string[] } | undefined;
  fileLines.forEach((line, index) => {
    if (/^BEGIN:VCARD\s*$/i.test(line)) current = { row: index + 1, lines: [] };
    if (!current) return;
    current.lines.push(line);
    if (/^END:VCARD\s*$/i.test(line)) {
      cards.push(current);
      current = undefined;
    }
  });
  if (current) cards.push(current);
  return cards;
}

function contactOf(card: IcalComponent): RawContactRow {
  return {
    name: nameOf(card),
    phone: mobileNumberOf(card),
    email: textOf(card.getFirstPropertyValue('email')),
    birth_date: textOf(card.getFirstPropertyValue('bday')),
    // Invitee cards, as extension properties (RFC 6350 §6.10): X-CARD-TYPE:double, X-ADMITS:2.
    card_type: textOf(card.getFirstPropertyValue('x-card-type')),
    admits: textOf(card.getFirstPropertyValue('x-admits')),
  };
}

function nameOf(card: IcalComponent): string | undefined {
  const formatted = textOf(card.getFirstPropertyValue('fn'))?.trim();
  if (formatted) return formatted;
  const structured = card.getFirstPropertyValue('n');
  if (Array.isArray(structured)) {
    // N has five components (RFC 6350 §6.2.2): a card with fewer is unreadable (parseVcardContacts catches this).
    if (structured.length < 5) throw new Error('N has fewer than five components');
    const [family, given, additional, prefix, suffix] = structured.map((part) =>
      Array.isArray(part) ? part.join(' ') : String(part ?? ''),
    );
    const name = [prefix, given, additional, family, suffix]
      .filter((p) => p?.trim())
      .join(' ')
      .trim();
    if (name) return name;
  }
  return textOf(card.getFirstPropertyValue('org'));
}

/** The TYPE=CELL (or mobile) number when there is one, else the first number. */
function mobileNumberOf(card: IcalComponent): string | undefined {
  const phones = card
    .getAllProperties('tel')
    .map((property) => {
      const type = property.getParameter('type');
      const types = (Array.isArray(type) ? type : [type]).map((t) => String(t ?? '').toLowerCase());
      return {
        mobile: types.some((t) => t === 'cell' || t === 'mobile' || t === 'iphone'),
        value: textOf(property.getFirstValue()),
      };
    })
    .filter((p) => p.value);
  const chosen = phones.find((p) => p.mobile) ?? phones[0];
  return chosen?.value?.replace(/^tel:/i, '');
}

function textOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((v) => String(v)).join(' ');
  return String(value);
}
