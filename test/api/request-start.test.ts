import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { requestStart } from '../../api/http/middleware/request-start';

interface LogLine {
  level: number;
  msg: string;
  component: string;
  reqId: string;
  method: string;
  url: string;
  status: number;
  ms: number;
}

/** An app of its own around the real request-start middleware, logging to memory, so each line can be read back. */
async function startApp() {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = express();
  app.use(requestStart(pino({ level: 'info' }, sink)));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/thing', (req, res) => {
    res.json({ body: req.body === undefined ? 'none' : req.body });
  });
  app.post('/thing', (req, res) => {
    res.status(201).json({ body: req.body as unknown });
  });
  app.get('/hang', () => undefined); // never answers: the client gives up
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    lines,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('request start (security headers, request id and log, JSON body)', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeEach(async () => {
    app = await startApp();
  });
  afterEach(async () => {
    await app.close();
  });

  it('logs one line per answered request with its id, method, URL, status and time, at info or warn; /healthz is not logged', async () => {
    const ok = await fetch(`${app.url}/thing?x=1`, { headers: { 'x-request-id': 'trace-42' } });
    assert.equal(ok.headers.get('x-request-id'), 'trace-42');
    assert.equal(ok.headers.get('x-content-type-options'), 'nosniff');
    const missing = await fetch(`${app.url}/nowhere`);
    const generated = String(missing.headers.get('x-request-id'));
    assert.match(generated, /^[0-9a-f-]{36}$/);
    const health = await fetch(`${app.url}/healthz`);
    assert.match(String(health.headers.get('x-request-id')), /^[0-9a-f-]{36}$/);
    await Promise.all([ok.text(), missing.text(), health.text()]);
    await settle();
    assert.deepEqual(
      app.lines.map((l) => [l.level, l.msg, l.component, l.reqId, l.method, l.url, l.status]),
      [
        [30, 'request completed', 'http', 'trace-42', 'GET', '/thing?x=1', 200],
        [40, 'request completed', 'http', generated, 'GET', '/nowhere', 404],
      ],
    );
    assert.ok(app.lines.every((l) => Number.isInteger(l.ms) && l.ms >= 0));
  });

  it('parses an announced JSON body and leaves a request without one bodiless', async () => {
    const posted = await fetch(`${app.url}/thing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    assert.deepEqual([posted.status, await posted.json()], [201, { body: { a: 1 } }]);
    const plain = await fetch(`${app.url}/thing`);
    assert.deepEqual(await plain.json(), { body: 'none' });
  });

  it('logs a request whose client went away before the answer as aborted', async () => {
    await new Promise<void>((resolve) => {
      const req = http.get(`${app.url}/hang`, { headers: { 'x-request-id': 'gone-1' } });
      req.on('error', () => resolve());
      setTimeout(() => req.destroy(), 100);
    });
    await settle();
    assert.deepEqual(
      app.lines.map((l) => [l.msg, l.reqId, l.url, l.status]),
      [['request aborted', 'gone-1', '/hang', 200]],
    );
  });
});
