import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../helpers/free-port';

const root = path.resolve(__dirname, '../..');

/** A process that starts the embedded PostgreSQL as `npm start` does, and on Ctrl-C, like it, stops other parts before it. */
const CHILD = `
const { startEmbeddedPostgres } = require(${JSON.stringify(path.join(root, 'scripts/embedded-postgres.ts'))});
const { onShutdownSignal } = require(${JSON.stringify(path.join(root, 'infra/shutdown.ts'))});
const { Client } = require('pg');
(async () => {
  const pg = await startEmbeddedPostgres(process.env.DATA_DIR, Number(process.env.PG_PORT));
  onShutdownSignal(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the API and the worker stopping first
    const client = new Client({ connectionString: pg.databaseUrl });
    await client.connect();
    const { rows } = await client.query('SELECT 1 AS up');
    await client.end();
    console.log('UP DURING SHUTDOWN ' + rows[0].up);
    await pg.stop();
    console.log('STOPPED IN TURN');
  });
  console.log('READY');
})();
`;

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net
      .connect(port, '127.0.0.1')
      .once('connect', () => {
        socket.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });

describe('npm start: the embedded PostgreSQL on Ctrl-C', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-pg-'));
    chmodSync(dataDir, 0o755); // run as root, the package runs PostgreSQL as the OS user postgres, which must reach it
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up until its turn in the shutdown, then stops, and the process exits cleanly', async function () {
    this.timeout(120_000);
    // A port the kernel just found free (a random one could be a local port of one of the run's own connections).
    const port = await freePort();
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', '-e', CHILD], {
      cwd: root,
      // PostgreSQL's own log (debug) goes into `output`, so a start that fails says why.
      env: { ...process.env, DATA_DIR: dataDir, PG_PORT: String(port), LOG_LEVEL: 'debug' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('READY')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code} before it was ready: ${output}`)));
    });
    assert.equal(await portOpen(port), true);
    child.kill('SIGINT');
    const code = await exited;
    assert.match(output, /UP DURING SHUTDOWN 1/, 'the database went away before its turn');
    assert.match(output, /STOPPED IN TURN/);
    assert.equal(code, 0);
    assert.equal(await portOpen(port), false);
  });
});
