/**
 * `npm run build`: what a worker process runs, built only when its sources changed since the last build: the
 * workflow bundle (worker/workflow-bundle.ts) and the worker's code compiled to JavaScript (worker/compiled-worker.ts);
 * and the console the API serves at /app (scripts/console-build.ts). Run by `npm start`, `npm run worker` and the
 * test environment.
 */
import { buildWorkflowBundle, DEFAULT_BUNDLE_FILE, isBundleFresh } from '../worker/workflow-bundle';
import { compileWorker, COMPILED_DIR, isCompiledWorkerFresh } from '../worker/compiled-worker';
import { buildConsole, CONSOLE_DIST, firstLoadJsGzipBytes, isConsoleFresh } from './console-build';

const say = (line: string) => process.stdout.write(`[build] ${line}\n`);
const seconds = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  let started = Date.now();
  if (isBundleFresh()) say(`workflow bundle up to date (${DEFAULT_BUNDLE_FILE})`);
  else {
    await buildWorkflowBundle();
    say(`workflow bundle written to ${DEFAULT_BUNDLE_FILE} in ${seconds(started)}`);
  }
  started = Date.now();
  if (isCompiledWorkerFresh()) say(`compiled worker up to date (${COMPILED_DIR})`);
  else say(`${compileWorker()} worker files compiled to ${COMPILED_DIR} in ${seconds(started)}`);
  started = Date.now();
  if (isConsoleFresh()) say(`console up to date (${CONSOLE_DIST})`);
  else {
    buildConsole();
    say(`console built into ${CONSOLE_DIST} in ${seconds(started)}`);
  }
  say(`console first load: ${(firstLoadJsGzipBytes() / 1024).toFixed(1)} KB of gzipped JavaScript`);
  say(`admin console first load: ${(firstLoadJsGzipBytes(CONSOLE_DIST, 'admin.html') / 1024).toFixed(1)} KB`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err instanceof Error ? err.stack : err)}\n`);
  process.exit(1);
});
