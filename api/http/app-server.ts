import http from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

export interface AppServer {
  server: http.Server;
  /** Serves `app`: its requests and responses are from now on born with its prototypes. */
  serve(app: Express): void;
}

/**
 * An HTTP server whose request and response objects are born with the Express app's prototypes (`app.request`,
 * `app.response`). Express moves every request and response onto those with Object.setPrototypeOf, which V8 skips
 * when the prototype is already the one asked for. An object whose prototype changes after birth changes shape,
 * and every property access on it afterwards (Node's and Express's) pays for that: about half of /healthz's and
 * /api/me's throughput (`npm run bench -- me`; bench/PERFORMANCE.md, HTTP stack).
 * Without `app`, the server answers nothing until `serve` (the tests listen before the app exists).
 */
export function createAppServer(app?: Express): AppServer {
  function AppRequest(this: http.IncomingMessage, socket: Socket) {
    http.IncomingMessage.call(this, socket);
  }
  function AppResponse(this: http.ServerResponse, ...args: unknown[]) {
    (http.ServerResponse as unknown as (this: http.ServerResponse, ...a: unknown[]) => void).apply(this, args);
  }
  AppRequest.prototype = http.IncomingMessage.prototype;
  AppResponse.prototype = http.ServerResponse.prototype;
  const server = http.createServer({
    IncomingMessage: AppRequest as unknown as typeof http.IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof http.ServerResponse,
  });
  const serve = (served: Express) => {
    AppRequest.prototype = served.request;
    AppResponse.prototype = served.response;
    server.on('request', served);
  };
  if (app) serve(app);
  return { server, serve };
}
