/**
 * The organisers' console (console/, a Vite app) built into dist/console, which the API serves at /app
 * (api/http/console-routes.ts). Rebuilt only when its sources, the typed client or the locked packages changed: a
 * hash of them sits beside the build, as the workflow bundle's does.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(__dirname, '..');
const CONSOLE_SOURCES = path.join(ROOT, 'console');
/** Where the build goes (console/vite.config.mts says the same). */
export const CONSOLE_DIST = path.join(ROOT, 'dist', 'console');
const HASH_FILE = `${CONSOLE_DIST}.sha256`;
/** The first load's budget: compressed JavaScript of /app before any screen loads more (issue 33). */
export const FIRST_LOAD_JS_BUDGET = 250 * 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? filesUnder(file) : [file];
    })
    .sort();
}

/** A hash of everything the console is built from. */
export function consoleSourceHash(): string {
  const hash = createHash('sha256');
  for (const file of [
    ...filesUnder(CONSOLE_SOURCES),
    ...filesUnder(path.join(ROOT, 'clients', 'typescript', 'src')),
    path.join(ROOT, 'package-lock.json'),
    __filename,
  ]) {
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Whether dist/console exists (both pages) and was built from the current sources. */
export const isConsoleFresh = (): boolean =>
  existsSync(path.join(CONSOLE_DIST, 'index.html')) &&
  existsSync(path.join(CONSOLE_DIST, 'admin.html')) &&
  existsSync(HASH_FILE) &&
  readFileSync(HASH_FILE, 'utf8') === consoleSourceHash();

/** Runs `vite build` in console/ and records the sources' hash. */
export function buildConsole(): void {
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  // Always the production build: a NODE_ENV inherited from the caller (the tests set 'test') would make Vite bundle
  // React's development build, a third larger and not what is served.
  const run = spawnSync(vite, ['build', '--logLevel', 'warn'], {
    cwd: CONSOLE_SOURCES,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`vite build failed (exit ${String(run.status ?? run.signal)})`);
  writeFileSync(HASH_FILE, consoleSourceHash());
}

/**
 * The scripts a page loads at once (its entry and module preloads): the first load's JavaScript. `index.html` is the
 * organisers' console (/app), `admin.html` the platform admins' (/admin).
 */
export function firstLoadScripts(dist = CONSOLE_DIST, page = 'index.html'): string[] {
  const html = readFileSync(path.join(dist, page), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]+src="\/app\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/app\/([^"]+)"/g),
  ].map((match) => match[1]!);
  return urls.map((url) => path.join(dist, url));
}

/** The first load's JavaScript, gzipped as a server would send it, in bytes. */
export const firstLoadJsGzipBytes = (dist = CONSOLE_DIST, page = 'index.html'): number =>
  firstLoadScripts(dist, page).reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
