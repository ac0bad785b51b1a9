import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ReportInvitee } from '../../../db/events/report';
import { neutralizeCsvCell } from '../../../domain/events/csv-injection';
import { PAYMENT_METHODS } from '../../../domain/events/vocabulary';

/** Attendance, then what the invitee paid by each method (issue 34 §6), after the pledge columns. */
const HEADER = [
  'Name',
  'Phone',
  'Email',
  'Status',
  'Pledge (TZS)',
  'Paid (TZS)',
  'Balance (TZS)',
  'Guests admitted',
  ...PAYMENT_METHODS.map((m) => `Paid ${m.replace('_', ' ')} (TZS)`),
];

/**
 * Streams the invitee report as CSV into `out`: a UTF-8 BOM (so spreadsheets read Swahili names right), every cell
 * quoted, every text cell neutralised against formula injection (domain/events/csv-injection.ts). Waits for the
 * response to drain between pages; a failure half-way destroys `out` (a cut-off download, never a silent short file).
 */
export async function writeInviteeReportCsv(pages: AsyncIterable<ReportInvitee[]>, out: Writable): Promise<void> {
  const csv = stringify({ bom: true, quoted: true, record_delimiter: 'windows' });
  csv.pipe(out);
  try {
    csv.write(HEADER);
    for await (const page of pages) {
      for (const invitee of page) {
        const ok = csv.write([
          neutralizeCsvCell(invitee.name),
          neutralizeCsvCell(invitee.phone),
          neutralizeCsvCell(invitee.email),
          neutralizeCsvCell(invitee.status),
          invitee.pledge_amount,
          invitee.paid_amount,
          invitee.balance,
          invitee.guests_admitted,
          ...PAYMENT_METHODS.map((m) => Number(invitee.paid_by_method?.[m] ?? 0)),
        ]);
        if (!ok) await once(csv, 'drain');
      }
    }
    csv.end();
    await finished(out);
  } catch (err) {
    out.destroy(err as Error);
    throw err;
  }
}
