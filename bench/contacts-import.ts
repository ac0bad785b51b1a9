import { performance } from 'node:perf_hooks';
import { uploadFile } from '../test/helpers/uploads';
import type { Benchmark } from './types';

const ROWS = 100_000;

/** A realistic contacts CSV of about 5 MB: 100,000 rows with name, phone, email and birth date. */
function generateCsv(): string {
  const lines = ['name,phone,email,birth_date'];
  for (let i = 0; i < ROWS; i++) {
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(
      `Mteja ${i},07${i % 2 ? '1' : '5'}${String(i).padStart(7, '0')},m${i}@ex.co.tz,19${60 + (i % 40)}-${month}-${day}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** POST /api/contacts/import/csv of a generated ~5 MB file into an empty tenant, then again (all updates). */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  const csv = generateCsv();
  const timeImport = async () => {
    const started = performance.now();
    const res = await uploadFile(session.api, '/contacts/import/csv', 'contacts.csv', csv, { type: 'text/csv' });
    const seconds = (performance.now() - started) / 1000;
    if (res.status !== 200) throw new Error(`import failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
    return { seconds, body: res.data as { imported: number; updated: number; skipped: number } };
  };
  const fresh = await timeImport();
  const repeat = await timeImport();
  return {
    name: `CSV import of ${ROWS.toLocaleString('en')} rows (${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(2)} MB)`,
    figures: {
      'new contacts s': fresh.seconds.toFixed(2),
      imported: fresh.body.imported,
      skipped: fresh.body.skipped,
      'all updates s': repeat.seconds.toFixed(2),
      updated: repeat.body.updated,
    },
    target: 'each import < 5 s, every row imported',
    pass: fresh.seconds < 5 && repeat.seconds < 5 && fresh.body.imported === ROWS && repeat.body.updated === ROWS,
  };
};
