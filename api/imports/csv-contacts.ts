import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { normalizeLineBreaks } from './line-breaks';
import { ImportFileError } from './import-file-error';
import type { RawContactRow } from '../../lib/contacts/contact-import-row';

const LF = 0x0a;
const HEADER_SCAN_LIMIT = 64 * 1024;
const KNOWN_COLUMNS = new Set<keyof RawContactRow>(['name', 'phone', 'email', 'birth_date']);

export interface CsvContactRow {
  /** The file line the row starts on (the header is line 1). */
  row: number;
  raw: RawContactRow;
}

/**
 * Streams the contacts of a CSV file: a header row naming name, phone, email, birth_date in any order and
 * case; UTF-8 with or without BOM; `,` `;` or tab as delimiter, chosen from the header line; quoted fields
 * may hold delimiters and line breaks. File-level problems throw ImportFileError.
 */
export async function* readCsvContacts(source: Readable): AsyncGenerator<CsvContactRow> {
  const normalized = normalizeLineBreaks();
  source.on('error', (err) => normalized.destroy(err));
  const chunks = source.pipe(normalized)[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readUntilFirstLineBreak(chunks);
  if (head.toString('utf8').replace(/^\uFEFF/, '').trim() === '') throw new ImportFileError('The file is empty.');
  if (head.includes(0)) throw new ImportFileError('The file must be a CSV text file.');
  const firstBreak = head.indexOf(LF);
  const headerLine = head.subarray(0, firstBreak === -1 ? head.length : firstBreak).toString('utf8');
  const parser = parse({
    // Empty lines are kept (and skipped below) so that rows can be numbered without csv-parse's costly `info`.
    delimiter: sniffDelimiter(headerLine), bom: true, trim: true, relax_column_count: true, max_record_size: 64 * 1024,
  });
  const body = Readable.from(continueWith(head, chunks));
  body.on('error', (err) => parser.destroy(err));
  body.pipe(parser);
  yield* recordsOf(parser);
}

/** Records with their first line: line breaks are LF only here, so a record spans 1 + its cells' breaks. */
async function* recordsOf(parser: AsyncIterable<string[]>): AsyncGenerator<CsvContactRow> {
  let columns: Array<keyof RawContactRow | null> | undefined;
  let linesRead = 0;
  try {
    for await (const record of parser) {
      const row = linesRead + 1;
      linesRead += 1 + record.reduce((n, cell) => n + countLineBreaks(cell), 0);
      if (record.every((cell) => cell === '')) continue;
      if (!columns) {
        columns = headerColumns(record);
        continue;
      }
      const raw: RawContactRow = {};
      columns.forEach((column, index) => { if (column && raw[column] === undefined) raw[column] = record[index]; });
      yield { row, raw };
    }
  } catch (err) {
    if (err instanceof CsvError) throw new ImportFileError(`The file could not be read as CSV: ${err.message}`);
    throw err;
  }
}

/** Maps header cells to known columns (`Birth Date` → birth_date); unknown columns are ignored. */
function headerColumns(header: string[]): Array<keyof RawContactRow | null> {
  const columns = header.map((cell) => {
    const key = cell.trim().toLowerCase().replace(/[\s-]+/g, '_') as keyof RawContactRow;
    return KNOWN_COLUMNS.has(key) ? key : null;
  });
  const missing = (['name', 'phone'] as const).filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    throw new ImportFileError(`The header row must name the columns name and phone (missing: ${missing.join(', ')}).`);
  }
  return columns;
}

/** The delimiter used most in the header line outside quotes (comma when none is used). */
export function sniffDelimiter(headerLine: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch]++;
  }
  const [best, count] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return count > 0 ? best : ',';
}

async function readUntilFirstLineBreak(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < HEADER_SCAN_LIMIT) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
    if (next.value.includes(LF)) break;
  }
  return Buffer.concat(parts);
}

async function* continueWith(head: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

function countLineBreaks(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}
