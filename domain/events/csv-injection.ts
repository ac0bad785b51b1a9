/** First characters a spreadsheet may read as the start of a formula (OWASP, CSV Injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Neutralises a text cell of an exported CSV against formula injection, as OWASP advises: a cell starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading single quote, so the spreadsheet shows it as text.
 * The CSV writer quotes every cell and doubles embedded quotes. Numbers we write ourselves are left as numbers.
 */
export function neutralizeCsvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}
