import type { ValidContactRow } from './contact-import-row';

/**
 * A later row of the same phone folded into an earlier one: the later name wins (a name is never empty), and an
 * empty email or birth-date cell keeps the earlier row's value instead of erasing it.
 */
export function mergeContactRows(earlier: ValidContactRow, later: ValidContactRow): ValidContactRow {
  return {
    name: later.name,
    phone: later.phone,
    email: later.email ?? earlier.email,
    birthDate: later.birthDate ?? earlier.birthDate,
  };
}

/** One row per phone, in the order phones first appear, each the merge of that phone's rows in file order. */
export function mergeRowsByPhone(rows: ValidContactRow[]): ValidContactRow[] {
  const byPhone = new Map<string, ValidContactRow>();
  for (const row of rows) {
    const earlier = byPhone.get(row.phone);
    byPhone.set(row.phone, earlier ? mergeContactRows(earlier, row) : row);
  }
  return [...byPhone.values()];
}
