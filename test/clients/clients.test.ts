import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { creditTenant } from '../helpers/credits';
import { phoneNumbers, tenantMessages } from '../helpers/sms';
import { waitFor } from '../helpers/wait-for';

const ROOT = path.resolve(__dirname, '../..');
/** openapi-python-client and the generated package's httpx and attrs (scripts/setup.sh installs them there). */
const PYTHON_TOOLS = path.resolve(ROOT, process.env.PYTHON_TOOLS ?? '.tools/python');
/** What scripts/generate-clients.ts writes; everything else in clients/ is written by hand. */
const GENERATED = ['clients/typescript/src/schema.d.ts', 'clients/python/tz-messaging-client'];

/** Runs a command in the repository; a non-zero exit fails with its output. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const options = { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 };
    execFile(command, args, options, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} exited ${error.code}\n${stdout}${stderr}`));
      else resolve(stdout);
    });
  });
}

/** The files at `location` (a file, or a folder walked), by path relative to it; Python's byte-code caches aside. */
function filesAt(location: string, prefix = ''): Map<string, string> {
  if (!existsSync(location)) return new Map();
  if (!statSync(location).isDirectory()) return new Map([[prefix, readFileSync(location, 'utf8')]]);
  return new Map(
    readdirSync(location)
      .filter((name) => name !== '__pycache__')
      .flatMap((name) => [...filesAt(path.join(location, name), `${prefix}/${name}`)]),
  );
}

interface ExampleMessage {
  id: number;
  to_number: string;
  body: string;
  status: string;
  credits: number;
}

/** An example's two steps, as a reader would run them (clients/<language>/examples). */
interface Example {
  onboard(site: string): Promise<string>;
  send(site: string, apiKey: string, to: string, text: string): Promise<string>;
}

const typescriptExample: Example = {
  onboard: (site) => run('node', ['--require', 'tsx/cjs', 'clients/typescript/examples/send-sms.ts', 'onboard', site]),
  send: (site, ...args) =>
    run('node', ['--require', 'tsx/cjs', 'clients/typescript/examples/send-sms.ts', 'send', site, ...args]),
};

const PYTHON_ENV = {
  PYTHONPATH: [path.join(ROOT, 'clients/python/tz-messaging-client'), PYTHON_TOOLS].join(path.delimiter),
  PYTHONDONTWRITEBYTECODE: '1',
};
const pythonExample: Example = {
  onboard: (site) => run('python3', ['clients/python/examples/send_sms.py', 'onboard', site], PYTHON_ENV),
  send: (site, ...args) => run('python3', ['clients/python/examples/send_sms.py', 'send', site, ...args], PYTHON_ENV),
};

/**
 * Registers and creates a key with the example, credits the new organization (as a purchase or an admin would), sends
 * with the key and checks what the example read back against the database and the gateway sandbox.
 */
async function proveExample(example: Example, language: string): Promise<void> {
  const { baseUrl, sequelize } = testEnv();
  const onboarded = JSON.parse(await example.onboard(baseUrl)) as { email: string; api_key: string };
  assert.match(onboarded.api_key, /^tzk_/);
  const [user] = await sequelize.query<{ tenant_id: number }>('SELECT tenant_id FROM users WHERE email = $1', {
    bind: [onboarded.email],
    type: QueryTypes.SELECT,
  });
  assert.ok(user, `the example registered ${onboarded.email}`);
  await creditTenant(user.tenant_id, 'sms', 5);

  const [to] = phoneNumbers(1);
  const text = `Habari from the ${language} client ${randomUUID().slice(0, 8)}`;
  const message = JSON.parse(await example.send(baseUrl, onboarded.api_key, to, text)) as ExampleMessage;
  assert.equal(message.body, text);
  assert.equal(message.to_number, to);
  assert.equal(message.credits, 1);
  const [row] = await tenantMessages(user.tenant_id);
  assert.deepEqual([row.id, row.body, row.to_number], [message.id, text, to]);
  const received = await waitFor(() =>
    testEnv()
      .sandboxes.sms.store.allMessages()
      .find((m) => m.reference === String(message.id)),
  );
  assert.deepEqual([received.to, received.text], [to, text]);
}

describe('the API clients generated from the document (clients/)', function () {
  // Two generators, a type check and two example runs, each a process of its own: seconds each, more on a busy machine.
  this.timeout(180_000);

  it('are what `npm run clients` generates from the document now', async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'clients-'));
    try {
      await run('node', ['--require', 'tsx/cjs', 'scripts/generate-clients.ts', fresh], { PYTHON_TOOLS });
      const differing = GENERATED.flatMap((generated) => {
        const committed = filesAt(path.join(ROOT, generated));
        const expected = filesAt(path.join(fresh, generated));
        return [...new Set([...committed.keys(), ...expected.keys()])]
          .filter((file) => committed.get(file) !== expected.get(file))
          .map((file) => `${generated}${file}`);
      });
      assert.deepEqual(differing, [], 'the committed clients differ from the document: run `npm run clients`');
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('type-checks: the TypeScript client and its example', async () => {
    await run(path.join(ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'clients/typescript/tsconfig.json']);
  });

  it('TypeScript example: registers, creates an API key, sends an SMS with it and reads the typed message back', async () => {
    await proveExample(typescriptExample, 'TypeScript');
  });

  it('Python example: the same with the generated Python package', async () => {
    await proveExample(pythonExample, 'Python');
  });
});
