/**
 * The workflow code a worker runs, bundled ahead of time by `npm run build` (webpack costs a worker ~250 MB and
 * seconds at every start otherwise). The bundle is rebuilt only when the workflow sources or the locked packages
 * change: a hash of them sits beside it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { projectRoot } from './project-root';

const ROOT = projectRoot();
/** Where `npm run build` writes the bundle (`WORKFLOW_BUNDLE_FILE` overrides). */
export const DEFAULT_BUNDLE_FILE = path.join(ROOT, 'dist', 'workflows.bundle.js');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? sourceFiles(file) : file.endsWith('.ts') ? [file] : [];
    })
    .sort();
}

/** A hash of everything the bundle is made of: workflows/, the locked package versions and this build step. */
export function workflowSourceHash(): string {
  const hash = createHash('sha256');
  for (const file of [
    ...sourceFiles(path.join(ROOT, 'workflows')),
    path.join(ROOT, 'package-lock.json'),
    path.join(ROOT, 'worker', 'workflow-bundle.ts'),
  ]) {
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const hashFileOf = (bundleFile: string) => `${bundleFile}.sha256`;

/** Whether the bundle file exists and was built from the current sources. */
export function isBundleFresh(bundleFile = DEFAULT_BUNDLE_FILE): boolean {
  return (
    existsSync(bundleFile) &&
    existsSync(hashFileOf(bundleFile)) &&
    readFileSync(hashFileOf(bundleFile), 'utf8') === workflowSourceHash()
  );
}

const SOURCE_MAP_PREFIX = '//# sourceMappingURL=data:application/json;charset=utf-8;base64,';

/**
 * The bundle with its inline source map reduced to the positions: the SDK needs the map (it maps workflow stack
 * traces with it), not the copy of every source file it carries (~0.6 MB, held by every worker in its workflow thread).
 */
function withoutSourcesContent(code: string): string {
  const at = code.lastIndexOf(SOURCE_MAP_PREFIX);
  if (at < 0) return code;
  const map = JSON.parse(Buffer.from(code.slice(at + SOURCE_MAP_PREFIX.length).trim(), 'base64').toString('utf8')) as {
    sourcesContent?: unknown;
  };
  delete map.sourcesContent;
  return `${code.slice(0, at)}${SOURCE_MAP_PREFIX}${Buffer.from(JSON.stringify(map)).toString('base64')}\n`;
}

/**
 * The bundle with every character above U+00FF written as a `\uXXXX` escape, the same character wherever JavaScript
 * allows one (strings, templates, regular expressions, comments). V8 keeps a source holding even one such character
 * at two bytes per character, and a worker holds the bundle's text in both of its threads: three em dashes in the
 * SDK's comments doubled its 0.9 MB. U+2028 and U+2029 stay as they are: in a comment they end its line.
 */
export const asLatin1 = (code: string): string =>
  code.replace(/[\u0100-\u2027\u202a-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Bundles workflows/ with the SDK's webpack setup and writes the bundle and its source hash. */
export async function buildWorkflowBundle(bundleFile = DEFAULT_BUNDLE_FILE): Promise<void> {
  const quiet = {
    trace: () => undefined,
    debug: () => undefined,
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
    log: () => undefined,
  };
  const { code } = await bundleWorkflowCode({ workflowsPath: path.join(ROOT, 'workflows'), logger: quiet });
  mkdirSync(path.dirname(bundleFile), { recursive: true });
  writeFileSync(bundleFile, asLatin1(withoutSourcesContent(code)));
  writeFileSync(hashFileOf(bundleFile), workflowSourceHash());
}

/**
 * The prebuilt bundle's file for a worker (an absolute path): `WORKFLOW_BUNDLE_FILE` as given, else the default file
 * when it is fresh. Undefined when there is none (the worker then bundles at start, as in development without
 * `npm run build`).
 */
export function workflowBundleFile(): string | undefined {
  const given = process.env.WORKFLOW_BUNDLE_FILE;
  if (given) return path.resolve(given);
  return isBundleFresh() ? DEFAULT_BUNDLE_FILE : undefined;
}

/** The prebuilt bundle's code (workflowBundleFile), for a worker of the test process. */
export function loadWorkflowBundle(): WorkflowBundleWithSourceMap | undefined {
  const file = workflowBundleFile();
  return file ? { code: readFileSync(file, 'utf8'), sourceMap: '' } : undefined;
}
