import { ImportFileError } from './import-file-error';
import { readCsvContacts } from './csv-contacts';
import { parseVcardContacts } from './vcard-contacts';
import { checkContactRow, type RawContactRow, type RowCheck } from '../../../domain/contacts/contact-import-row';
import { createBatchPhoneNormalizer } from '../../../domain/contacts/phone-batch';
import { darDate } from '../../../domain/calendar/dar-calendar';
import { checkCardCells } from '../../../domain/events/invitee-card-cells';

export type UploadFormat = 'csv' | 'vcard';

/** What one upload thread is asked: the file's bytes, how to read them, and which cells its rows keep. */
export interface ParseTask {
  format: UploadFormat;
  content: Uint8Array;
  /** Invitee rows keep name, phone, email and their card (card_type, admits); contact rows also the birth date. */
  fields: 'contact' | 'invitee';
}

/** One row of the file as checked: its file line and either the contact to write or why it was skipped. */
export type CheckedRow = RowCheck & { row: number };

/** The file's checked rows, or why the file as a whole was refused (plain data: it crosses a thread boundary). */
export type ParseOutcome = { ok: true; rows: CheckedRow[] } | { ok: false; message: string };

/**
 * Reads and checks every row of an uploaded file, touching no database: what an upload thread runs (parse-thread.ts).
 * The whole CPU cost of a file (structure bounds, CSV or vCard parsing, phone and date checks) is spent here.
 */
export async function parseUpload(task: ParseTask): Promise<ParseOutcome> {
  const check = rowChecker(task.fields);
  const rows: CheckedRow[] = [];
  try {
    const content = Buffer.from(task.content.buffer, task.content.byteOffset, task.content.byteLength);
    if (task.format === 'csv') {
      for await (const { row, raw } of readCsvContacts(content)) rows.push({ row, ...check(raw) });
    } else {
      const text = content.toString('utf8').replace(/^\uFEFF/, '');
      for (const card of parseVcardContacts(text)) {
        rows.push({
          row: card.row,
          ...(card.unreadable ? { ok: false as const, message: card.unreadable } : check(card.raw)),
        });
      }
    }
  } catch (err) {
    if (err instanceof ImportFileError) return { ok: false, message: err.message };
    throw err;
  }
  return { ok: true, rows };
}

function rowChecker(fields: ParseTask['fields']): (raw: RawContactRow) => RowCheck {
  const normalizePhone = createBatchPhoneNormalizer();
  const today = darDate(new Date());
  if (fields === 'contact') return (raw) => checkContactRow(raw, normalizePhone, today);
  return (raw) => {
    const contact = checkContactRow({ name: raw.name, phone: raw.phone, email: raw.email }, normalizePhone, today);
    const card = checkCardCells(raw);
    if (!card.ok) return { ok: false, message: contact.ok ? card.message : `${contact.message} ${card.message}` };
    return contact.ok ? { ...contact, card: { cardType: card.cardType, admits: card.admits } } : contact;
  };
}
