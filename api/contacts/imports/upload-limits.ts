import { ImportFileError } from './import-file-error';

/**
 * Bounds on the structure of an uploaded file, checked before it is parsed: each refuses the whole file (422 on
 * `file`, naming the bound) instead of letting a hostile shape cost seconds of CPU. Generous for real exports
 * (spreadsheets with many columns, phone exports with embedded photos); the 5 MB size limit is checked earlier.
 */
export const UPLOAD_LIMITS = {
  /** CSV: bytes in one line (also the most a record may span, as csv-parse's max_record_size). */
  csvLineBytes: 64 * 1024,
  /** CSV: cells in the header or any row. */
  csvColumns: 200,
  /** CSV: lines in the file, the header and blank lines included. */
  csvRows: 200_000,
  /** vCard: characters in one property once its folded lines are joined (a photo fits). */
  vcardLineChars: 1024 * 1024,
  /** vCard: parameters of one property (`TEL;TYPE=CELL;PREF=1:` has two); ical.js is quadratic in them. */
  vcardParameters: 20,
  /** vCard: BEGIN:VCARD blocks in the file. */
  vcardCards: 100_000,
} as const;

const LF = 0x0a;
const CR = 0x0d;
const count = (n: number) => n.toLocaleString('en');

/** Refuses a CSV file with a line over the length bound or more lines than the row bound (one linear pass). */
export function checkCsvShape(content: Uint8Array): void {
  let lines = 0;
  let start = 0;
  for (let i = 0; i <= content.length; i++) {
    const byte = content[i];
    if (i < content.length && byte !== LF && byte !== CR) continue;
    if (i - start > UPLOAD_LIMITS.csvLineBytes) {
      throw new ImportFileError(
        `Line ${lines + 1} is longer than the limit of ${count(UPLOAD_LIMITS.csvLineBytes)} bytes per line.`,
      );
    }
    if (byte === CR && content[i + 1] === LF) i++;
    lines++;
    start = i + 1;
    if (start < content.length && lines >= UPLOAD_LIMITS.csvRows) {
      throw new ImportFileError(`The file has more than the limit of ${count(UPLOAD_LIMITS.csvRows)} rows.`);
    }
  }
}

/** Refuses a CSV record (the header or a row) with more cells than the column bound. */
export function checkCsvColumns(cells: number, line: number): void {
  if (cells > UPLOAD_LIMITS.csvColumns) {
    throw new ImportFileError(`Line ${line} has more than the limit of ${count(UPLOAD_LIMITS.csvColumns)} columns.`);
  }
}

/**
 * Refuses a vCard text with a property over the length bound, a property with more parameters than the parameter
 * bound, or more cards than the card bound. `lines` are the file's physical lines; folded lines (a leading space or
 * tab) continue the property before them.
 */
export function checkVcardShape(lines: string[]): void {
  let cards = 0;
  let propertyLine = 0;
  let length = 0;
  let parameters = 0;
  let scanning = false;
  let quoted = false;
  const checkLength = () => {
    if (length > UPLOAD_LIMITS.vcardLineChars) {
      throw new ImportFileError(
        `The property on line ${propertyLine} is longer than the limit of ${count(UPLOAD_LIMITS.vcardLineChars)} characters.`,
      );
    }
  };
  lines.forEach((line, index) => {
    const folded = line.length > 0 && (line[0] === ' ' || line[0] === '\t') && index > 0;
    if (!folded) {
      propertyLine = index + 1;
      length = 0;
      parameters = 0;
      scanning = true;
      quoted = false;
      if (/^BEGIN:VCARD\s*$/i.test(line) && ++cards > UPLOAD_LIMITS.vcardCards) {
        throw new ImportFileError(`The file has more than the limit of ${count(UPLOAD_LIMITS.vcardCards)} cards.`);
      }
    }
    length += folded ? line.length - 1 : line.length;
    checkLength();
    // The name and parameters end at the first ':' outside quotes; parameters are the ';' before it.
    for (let i = folded ? 1 : 0; scanning && i < line.length; i++) {
      const ch = line[i];
      if (ch === '"') quoted = !quoted;
      else if (!quoted && ch === ':') scanning = false;
      else if (!quoted && ch === ';' && ++parameters > UPLOAD_LIMITS.vcardParameters) {
        throw new ImportFileError(
          `The property on line ${propertyLine} has more than the limit of ${UPLOAD_LIMITS.vcardParameters} parameters.`,
        );
      }
    }
  });
}
