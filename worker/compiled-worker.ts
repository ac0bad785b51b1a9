/**
 * The worker's own code compiled to plain JavaScript by `npm run build` (`dist/js/`), so `npm run worker` runs
 * without the TypeScript loader: tsx keeps every transformed file and its source map in the heap (~30 MB of an idle
 * worker). Each file is transpiled on its own (types are checked by `npm run typecheck`, not here), and only when
 * the sources or the locked packages changed since the last build: a hash of them sits beside the output.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { projectRoot } from './project-root';

const ROOT = projectRoot();
/** The directories a worker process loads code from (api/, test/, bench/ and the sandboxes are not part of it). */
const WORKER_SOURCE_DIRS = ['worker', 'activities', 'use-cases', 'db', 'domain', 'infra', 'workflows'];
export const COMPILED_DIR = path.join(ROOT, 'dist', 'js');
/** The compiled `worker/main.ts`, what `npm run worker` runs. */
export const COMPILED_WORKER_MAIN = path.join(COMPILED_DIR, 'worker', 'main.js');
/**
 * The V8 flags of `npm run worker` (package.json repeats them): a young generation capped at 2 MB per semi-space.
 * Not 1 MB with `--optimize-for-size`, as it was: the worker's CPU is the batch path's, and a bulk send spent 28 % of
 * the worker's busy time in GC (10,000 messages 1.3–1.7 s → 1.1 s). 2 MB is as fast as 4 or 16 MB, whose idle and
 * peak RSS are higher; idle RSS stays 120–140 MB, as with the old flags (it varies ~30 MB from start to start).
 */
export const WORKER_NODE_FLAGS = ['--max-semi-space-size=2'];
/**
 * The glibc malloc settings of `npm run worker` (package.json repeats them). The Temporal core (Rust) allocates
 * through malloc: two arenas instead of one per thread, and the heap's free top handed back above 64 KB instead of
 * glibc's growing thresholds. Blocks of 16 KB and more get pages of their own, handed back when freed. With 64 KB the
 * shared heap stayed at 10 to 37 MB after start-up, a different size at each start (it shrinks only from its top, and
 * one small block kept above freed ones holds them); with 16 KB it stays at 6–7 MB. Idle RSS 135–164 MB with 64 KB,
 * 129–134 MB with 16 KB; a bulk send and a 100,000 group send as fast.
 */
export const WORKER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '65536',
  MALLOC_MMAP_THRESHOLD_: '16384',
};
const HASH_FILE = path.join(COMPILED_DIR, '.sources.sha256');

function tsFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory()
        ? tsFiles(file)
        : file.endsWith('.ts') && !file.endsWith('.d.ts')
          ? [file]
          : [];
    })
    .sort();
}

const workerSources = () => WORKER_SOURCE_DIRS.flatMap((dir) => tsFiles(path.join(ROOT, dir)));

function sourcesHash(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of [...files, path.join(ROOT, 'package-lock.json'), path.join(ROOT, 'tsconfig.json')]) {
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Whether dist/js holds the compiled worker of the current sources. */
export function isCompiledWorkerFresh(): boolean {
  return (
    existsSync(COMPILED_WORKER_MAIN) &&
    existsSync(HASH_FILE) &&
    readFileSync(HASH_FILE, 'utf8') === sourcesHash(workerSources())
  );
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  strict: true,
  sourceMap: false,
};

/** Transpiles the worker's sources into dist/js (mirroring their paths), replacing what was there. */
export function compileWorker(): number {
  const files = workerSources();
  rmSync(COMPILED_DIR, { recursive: true, force: true });
  for (const file of files) {
    const out = path.join(COMPILED_DIR, path.relative(ROOT, file)).replace(/\.ts$/, '.js');
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: COMPILER_OPTIONS,
      fileName: file,
    });
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, outputText);
  }
  writeFileSync(HASH_FILE, sourcesHash(files));
  return files.length;
}
