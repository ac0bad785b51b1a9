import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openApiFileText } from '../../scripts/openapi-file';

const ROOT = path.resolve(__dirname, '../..');
const REDOCLY = path.join(ROOT, 'node_modules/.bin/redocly');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/** Redocly's report on the file; it exits 1 when it finds an error, and the report is on stdout either way. */
function lint(file: string): Promise<LintReport> {
  const args = ['lint', '--extends', 'recommended', '--format', 'json', file];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  return new Promise((resolve, reject) => {
    execFile(REDOCLY, args, { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      try {
        resolve(JSON.parse(stdout) as LintReport);
      } catch {
        reject(new Error(`redocly lint gave no report: ${error?.message ?? ''}\n${stderr}`));
      }
    });
  });
}

/**
 * `npm run lint:openapi` as a test: Redocly's recommended rules on the document file (scripts/openapi-file.ts) find
 * nothing at all. The CLI exits 0 on warnings, so its JSON report is read instead of its exit code.
 */
describe('lint: the OpenAPI document (redocly, recommended rules)', () => {
  it('has no error and no warning', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, openApiFileText());
      const report = await lint(file);
      const problems = report.problems.map(
        (p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`,
      );
      assert.deepEqual(problems, [], 'redocly lint found problems (npm run lint:openapi shows them)');
      assert.deepEqual([report.totals.errors, report.totals.warnings], [0, 0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
