import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type * as Filtering from 'request-filtering-agent' with { 'resolution-mode': 'import' };
import { isPublicAddress, notPublicMessage, publicOnlyLookup } from './public-address';

// An ES module: loaded with require() (Node 20.19+), typed through the type-only import above.
const { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('request-filtering-agent') as typeof Filtering;

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What one attempt got: an HTTP status, or why there was none (timeout, refused, address not allowed…). */
export type WebhookResponse = { status: number; durationMs: number } | { error: string; durationMs: number };

export interface WebhookHttpClient {
  post(request: WebhookRequest): Promise<WebhookResponse>;
  close(): void;
}

export interface WebhookHttpOptions {
  /** Private, loopback and link-local addresses allowed (local receivers in development and tests). */
  allowPrivate: boolean;
  timeoutMs: number;
}

/** Response bytes read (and dropped) before the connection is given up instead of reused. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs webhooks over node:http(s) with request-filtering-agent, which checks the address of every connection after
 * its DNS lookup: a host that resolved to a public address at creation and to 127.0.0.1 now (DNS rebinding) is
 * refused. Its ranges (ipaddr.js) take IPv4-compatible `::127.0.0.1` for a public address, so the addresses are also
 * checked by our rules (public-address.ts): the lookup refuses a host with any non-public address, and an IP literal
 * is checked before the request. Redirects are not followed (a 3xx is a failed attempt). Keep-alive sockets are
 * reused across attempts.
 */
export function createWebhookHttpClient(options: WebhookHttpOptions): WebhookHttpClient {
  const agentOptions = {
    keepAlive: true,
    allowPrivateIPAddress: options.allowPrivate,
    ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
  };
  const agents = {
    http: new RequestFilteringHttpAgent(agentOptions),
    https: new RequestFilteringHttpsAgent(agentOptions),
  };
  return {
    post: (request) => {
      const refused = options.allowPrivate ? undefined : nonPublicLiteral(request.url);
      return refused
        ? Promise.resolve({ error: notPublicMessage(refused, refused), durationMs: 0 })
        : postOnce(request, agents, options.timeoutMs);
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

/** The host of `url` when it is an IP address that is not public (a literal skips the DNS lookup and its check). */
function nonPublicLiteral(url: string): string | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return undefined;
  }
  return isIP(host) !== 0 && !isPublicAddress(host) ? host : undefined;
}

function postOnce(
  request: WebhookRequest,
  agents: { http: http.Agent; https: http.Agent },
  timeoutMs: number,
): Promise<WebhookResponse> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const secure = request.url.startsWith('https:');
    const send = secure ? https.request : http.request;
    const req = send(
      request.url,
      {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
        },
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on('close', () =>
          finish(
            timedOut
              ? { error: timeoutMessage, durationMs: elapsed() }
              : { status: res.statusCode ?? 0, durationMs: elapsed() },
          ),
        );
      },
    );
    // The whole answer, body included, must arrive in time.
    const timeoutMessage = `no complete answer within ${timeoutMs} ms`;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      req.destroy(new Error(timeoutMessage));
    }, timeoutMs);
    let done = false;
    const finish = (response: WebhookResponse) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(response);
    };
    req.on('error', (err) => finish({ error: err.message.slice(0, 255), durationMs: elapsed() }));
    req.end(request.body);
  });
}
