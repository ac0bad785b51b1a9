import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest directory above this file holding package.json. Found, not assumed, because the
 * same code runs from worker/ (through tsx) and compiled from dist/js/worker/.
 */
export function projectRoot(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${__dirname}`);
  }
}
