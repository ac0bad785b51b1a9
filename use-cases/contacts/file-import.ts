import type { Sequelize, Transaction } from 'sequelize';
import { ContactImporter, type ImportResult } from '../../db/contacts/contact-import';
import type { RowCheck } from '../../domain/contacts/contact-import-row';
import { invalidField } from '../../domain/messaging/errors';

/** One row of an uploaded file as its upload thread checked it (its line in the file): a contact to write, or why it is skipped. */
export type ImportRow = RowCheck & { row: number };

/** Where the rows of one file go, inside the import's transaction (contacts, event invitees). */
export interface RowImporter<R> {
  /** One row of the file (its line) as checked: a contact to write, or why the row is skipped. */
  add(row: number, check: RowCheck): Promise<void>;
  /** Rows offered so far, valid or not. */
  readonly rowCount: number;
  /** Writes what is left and returns the result. */
  finish(): Promise<R>;
}

/**
 * Gives a parsed file's rows to the importer that `createImporter` makes, all in one transaction: a file without a
 * single row is refused on `file` with `emptyMessage` (after the importer was made, so its own refusal comes first)
 * and stores nothing. The file was read and parsed before: a slow upload holds no pool connection.
 */
export function importRows<R>(
  sequelize: Sequelize,
  rows: readonly ImportRow[],
  emptyMessage: string,
  createImporter: (tx: Transaction) => Promise<RowImporter<R>>,
): Promise<R> {
  return sequelize.transaction(async (transaction) => {
    const importer = await createImporter(transaction);
    if (rows.length === 0) throw invalidField('file', emptyMessage);
    for (const row of rows) await importer.add(row.row, row);
    return importer.finish();
  });
}

/** A contacts file (docs/decisions.md §6): one transaction per file, upsert by phone. */
export const importContactRows = (
  sequelize: Sequelize,
  tenantId: number,
  rows: readonly ImportRow[],
): Promise<ImportResult> =>
  importRows(
    sequelize,
    rows,
    'The file contains no contacts.',
    async (transaction) => new ContactImporter(sequelize, transaction, tenantId),
  );
