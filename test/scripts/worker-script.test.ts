import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WORKER_MALLOC_ENV, WORKER_NODE_FLAGS } from '../../worker/compiled-worker';

/** `npm run worker` as package.json spells it. */
const workerScript = (): string => {
  const pkg = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return pkg.scripts.worker;
};

// The benchmarks and the process tests start the worker with the settings in worker/compiled-worker.ts; production
// runs package.json's script. Both must be the same worker, or the benchmarks measure one nobody runs.
describe('npm run worker: the memory settings the benchmarks measure', () => {
  it('defaults every glibc malloc variable to the value of WORKER_MALLOC_ENV', () => {
    const script = workerScript();
    for (const [name, value] of Object.entries(WORKER_MALLOC_ENV)) {
      assert.ok(script.includes(`${name}=\${${name}:-${value}}`), `${name} defaults to ${value} in: ${script}`);
    }
    const named = [...script.matchAll(/\b(MALLOC_\w+)=/g)].map((m) => m[1]).sort();
    assert.deepEqual(named, Object.keys(WORKER_MALLOC_ENV).sort(), 'no malloc variable set in one place only');
  });

  it('passes node exactly the flags of WORKER_NODE_FLAGS', () => {
    const match = /\bnode ((?:--\S+ )*)dist\/js\/worker\/main\.js/.exec(workerScript());
    assert.ok(match, 'the script runs the compiled worker with node');
    assert.deepEqual(match[1].trim().split(' ').filter(Boolean), WORKER_NODE_FLAGS);
  });
});
