import type { Sequelize, Transaction } from 'sequelize';
import { upsertContactBatch, type UpsertedContact } from './contact-upsert';
import type { RowCheck, ValidContactRow } from '../../domain/contacts/contact-import-row';

export const IMPORT_BATCH_SIZE = 1000;
/** Row errors listed in one result; `skipped` still counts them all (keeps a garbage file's answer small). */
export const MAX_REPORTED_ERRORS = 1000;

export interface ImportResult {
  imported: number;
  updated: number;
  skipped: number;
  errors: Array<{ row: number; message: string }>;
}

/**
 * Collects the rows of one imported file inside the caller's transaction: each row comes checked (an upload thread
 * checks them, api/contacts/imports/parse-upload.ts); an invalid row is skipped and reported with its row number, valid rows
 * are upserted by phone in batches.
 */
export class ContactImporter {
  private batch: ValidContactRow[] = [];
  private readonly result: ImportResult = { imported: 0, updated: 0, skipped: 0, errors: [] };
  private rows = 0;
  /** Phones of the contacts this file created or updated so far. */
  private readonly written = new Set<string>();
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly sequelize: Sequelize,
    private readonly transaction: Transaction,
    private readonly tenantId: number,
  ) {}

  /** Adds a checked row (its file line and its check); writes full batches. */
  async add(row: number, check: RowCheck): Promise<void> {
    this.rows++;
    if (!check.ok) {
      this.result.skipped++;
      if (this.result.errors.length < MAX_REPORTED_ERRORS) this.result.errors.push({ row, message: check.message });
      return;
    }
    this.batch.push(check.contact);
    if (this.batch.length >= IMPORT_BATCH_SIZE) await this.flush();
  }

  /** How many rows were offered (valid or not). */
  get rowCount(): number {
    return this.rows;
  }

  /** Writes the last batch and returns the counts. */
  async finish(): Promise<ImportResult> {
    await this.flush();
    await this.inFlight;
    return this.result;
  }

  /**
   * Counts contacts, not rows: a phone the file already wrote (an earlier batch) is neither imported nor updated
   * again. Its later rows were merged into the stored contact by the upsert (empty cells keep its values).
   */
  private count(contacts: UpsertedContact[]): void {
    for (const { phone, inserted } of contacts) {
      if (this.written.has(phone)) continue;
      this.written.add(phone);
      if (inserted) this.result.imported++;
      else this.result.updated++;
    }
  }

  /**
   * Starts writing the current batch and returns once the previous one is written: the file keeps being
   * parsed while PostgreSQL works, with at most one batch in flight (the transaction's queries run in order).
   */
  private async flush(): Promise<void> {
    const rows = this.batch;
    this.batch = [];
    await this.inFlight;
    const write = upsertContactBatch(this.sequelize, this.transaction, this.tenantId, rows).then((contacts) =>
      this.count(contacts),
    );
    write.catch(() => undefined); // observed by the next flush or finish; never an unhandled rejection
    this.inFlight = write;
  }
}
