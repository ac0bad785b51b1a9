import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { RowCheck } from '../../domain/contacts/contact-import-row';
import { IMPORT_BATCH_SIZE, MAX_REPORTED_ERRORS } from '../contacts/contact-import';

export interface InviteeImportResult {
  imported: number;
  /** Rows not imported: invalid, or a phone already invited (earlier in the file or before). */
  skipped: number;
  errors: Array<{ row: number; message: string }>;
}

interface InviteeRow {
  name: string;
  phone: string;
  email: string | null;
  cardType: string;
  admits: number;
}

/**
 * Collects the rows of an imported invitee file (name, phone, email, card_type, admits; other columns ignored) inside the caller's
 * transaction, which holds the event's write lock. Rows come checked as contact rows are (without the birth date, by
 * an upload thread); valid ones are inserted in batches, a phone already invited is skipped (the first row of a
 * phone wins).
 */
export class InviteeImporter {
  private batch: InviteeRow[] = [];
  private readonly result: InviteeImportResult = { imported: 0, skipped: 0, errors: [] };
  private rows = 0;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly transaction: Transaction,
    private readonly tenantId: number,
    private readonly eventId: number,
  ) {}

  async add(row: number, check: RowCheck): Promise<void> {
    this.rows++;
    if (!check.ok) {
      this.result.skipped++;
      if (this.result.errors.length < MAX_REPORTED_ERRORS) this.result.errors.push({ row, message: check.message });
      return;
    }
    this.batch.push({
      name: check.contact.name,
      phone: check.contact.phone,
      email: check.contact.email,
      cardType: check.card?.cardType ?? 'single',
      admits: check.card?.admits ?? 1,
    });
    if (this.batch.length >= IMPORT_BATCH_SIZE) await this.flush();
  }

  get rowCount(): number {
    return this.rows;
  }

  async finish(): Promise<InviteeImportResult> {
    await this.flush();
    return this.result;
  }

  private async flush(): Promise<void> {
    const rows = this.batch;
    this.batch = [];
    if (rows.length === 0) return;
    const inserted = await this.sequelize.query<{ id: number }>(
      `INSERT INTO event_invitees (tenant_id, event_id, name, phone, email, card_type, admits)
       SELECT $1, $2, r.name, r.phone, r.email, r.card_type, r.admits
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[])
         WITH ORDINALITY AS r(name, phone, email, card_type, admits, n)
       ORDER BY r.n
       ON CONFLICT (event_id, phone) DO NOTHING RETURNING id`,
      {
        bind: [
          this.tenantId,
          this.eventId,
          rows.map((r) => r.name),
          rows.map((r) => r.phone),
          rows.map((r) => r.email),
          rows.map((r) => r.cardType),
          rows.map((r) => r.admits),
        ],
        type: QueryTypes.SELECT,
        transaction: this.transaction,
      },
    );
    this.result.imported += inserted.length;
    this.result.skipped += rows.length - inserted.length;
  }
}
