/**
 * `npm run build`: bundles the workflow code for workers (worker/workflow-bundle.ts), only when workflows/ or
 * the locked packages changed since the last build. Run by `npm start`, `npm run worker` and CI.
 */
import { buildWorkflowBundle, DEFAULT_BUNDLE_FILE, isBundleFresh } from '../worker/workflow-bundle';

async function main(): Promise<void> {
  if (isBundleFresh()) {
    process.stdout.write(`[build] workflow bundle up to date (${DEFAULT_BUNDLE_FILE})\n`);
    return;
  }
  const started = Date.now();
  await buildWorkflowBundle();
  process.stdout.write(`[build] workflow bundle written to ${DEFAULT_BUNDLE_FILE} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err instanceof Error ? err.stack : err)}\n`);
  process.exit(1);
});
