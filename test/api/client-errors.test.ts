import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { testEnv } from '../helpers/env';

interface RawAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** Sends a request with one header of `size` bytes through node:http (which does not limit what it sends). */
function requestWithHeader(size: number): Promise<RawAnswer> {
  const url = new URL(`${testEnv().baseUrl}/api/me`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, headers: { 'X-Padding': 'a'.repeat(size) } },
      (res) => {
        let body = '';
        res
          .setEncoding('utf8')
          .on('data', (chunk: string) => {
            body += chunk;
          })
          .on('end', () => resolve({ status: res.statusCode!, contentType: res.headers['content-type'], body }));
      },
    );
    req.on('error', reject).end();
  });
}

/** Writes raw bytes on a socket and returns everything the server answered before closing. */
function rawExchange(bytes: string): Promise<string> {
  const url = new URL(testEnv().baseUrl);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(bytes));
    socket
      .setEncoding('utf8')
      .on('data', (chunk: string) => {
        answer += chunk;
      })
      .on('end', () => resolve(answer))
      .on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers an oversized header (20 KB) with 431 and a JSON {message}', async () => {
    const res = await requestWithHeader(20_000);
    assert.equal(res.status, 431);
    assert.match(String(res.contentType), /^application\/json/);
    assert.deepEqual(JSON.parse(res.body), {
      message: 'The request headers are too large.',
      code: 'request_header_too_large',
    });
  });

  it('answers a request that is not HTTP with 400 and a JSON {message}', async () => {
    const answer = await rawExchange('HELLO THERE\r\n\r\n');
    assert.match(answer, /^HTTP\/1\.1 400 /);
    assert.match(answer, /content-type: application\/json/i);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    assert.deepEqual(JSON.parse(body), { message: 'The request is not valid HTTP.', code: 'bad_request' });
  });

  it('still serves normal requests with headers under the limit', async () => {
    const res = await requestWithHeader(4_000);
    assert.equal(res.status, 401);
    assert.match(String(res.contentType), /^application\/json/);
  });
});
