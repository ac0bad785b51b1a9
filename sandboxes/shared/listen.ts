import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface ListeningSandbox {
  /** e.g. http://127.0.0.1:4001 (what the platform's provider URL should point at). */
  url: string;
  port: number;
  /** Stops the sandbox's own timers (`stop`), then the server and every open keep-alive connection. */
  close(): Promise<void>;
}

/** Listens on `host:port` (0: a free port) and resolves once bound; shared by the three provider sandboxes. */
export async function listenSandbox(
  app: Express,
  host: string,
  port: number,
  stop: () => void,
): Promise<ListeningSandbox> {
  const server = app.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const actualPort = (server.address() as AddressInfo).port;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${actualPort}`,
    port: actualPort,
    async close() {
      stop();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections(); // keep-alive clients would otherwise hold close() open
      });
    },
  };
}
