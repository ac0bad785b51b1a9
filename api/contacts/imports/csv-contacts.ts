import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { normalizeLineBreaks } from './line-breaks';
import { ImportFileError } from './import-file-error';
import { checkCsvColumns, checkCsvShape, UPLOAD_LIMITS } from './upload-limits';
import type { RawContactRow } from '../../../domain/contacts/contact-import-row';

const LF = 0x0a;
const CR = 0x0d;
const KNOWN_COLUMNS = new Set<keyof RawContactRow>(['name', 'phone', 'email', 'birth_date', 'card_type', 'admits']);

export interface CsvContactRow {
  /** The file line the row starts on (the header is line 1). */
  row: number;
  raw: RawContactRow;
}

/**
 * The contacts of a CSV file, from its whole content: a header row naming name, phone, email, birth_date in any
 * order and case; UTF-8 with or without BOM; `,` `;` or tab as delimiter, chosen from the header line; quoted fields
 * may hold delimiters and line breaks. Rows are parsed as they are taken. File-level problems, and a shape past
 * UPLOAD_LIMITS, throw ImportFileError.
 */
export async function* readCsvContacts(content: Buffer): AsyncGenerator<CsvContactRow> {
  const headerLine = content.subarray(0, firstLineBreak(content)).toString('utf8');
  // The whole file (up to 5 MB) is decoded only when its first line is blank.
  if (
    headerLine.replace(/^\uFEFF/, '').trim() === '' &&
    content
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim() === ''
  ) {
    throw new ImportFileError('The file is empty.');
  }
  if (content.includes(0)) throw new ImportFileError('The file must be a CSV text file.');
  checkCsvShape(content);
  const parser = parse({
    // Empty lines are kept (and skipped below) so that rows can be numbered without csv-parse's costly `info`.
    delimiter: sniffDelimiter(headerLine),
    bom: true,
    trim: true,
    relax_column_count: true,
    max_record_size: UPLOAD_LIMITS.csvLineBytes,
  });
  const normalized = Readable.from([content]).pipe(normalizeLineBreaks());
  normalized.on('error', (err) => parser.destroy(err));
  normalized.pipe(parser);
  yield* recordsOf(parser);
}

/** Where the first line ends (CR, LF or CRLF), or the content's length. */
function firstLineBreak(content: Buffer): number {
  const ends = [content.indexOf(LF), content.indexOf(CR)].filter((i) => i !== -1);
  return ends.length > 0 ? Math.min(...ends) : content.length;
}

/** Records with their first line: line breaks are LF only here, so a record spans 1 + its cells' breaks. */
async function* recordsOf(parser: AsyncIterable<string[]>): AsyncGenerator<CsvContactRow> {
  let columns: Array<keyof RawContactRow | null> | undefined;
  let linesRead = 0;
  try {
    for await (const record of parser) {
      const row = linesRead + 1;
      checkCsvColumns(record.length, row);
      linesRead += 1 + record.reduce((n, cell) => n + countLineBreaks(cell), 0);
      if (record.every((cell) => cell === '')) continue;
      if (!columns) {
        columns = headerColumns(record);
        continue;
      }
      const raw: RawContactRow = {};
      columns.forEach((column, index) => {
        if (column && raw[column] === undefined) raw[column] = record[index];
      });
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
    const key = cell
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_') as keyof RawContactRow;
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
    else if (!quoted && ch in counts) counts[ch]!++;
  }
  const [best, count] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!; // three entries
  return count > 0 ? best : ',';
}

function countLineBreaks(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}
