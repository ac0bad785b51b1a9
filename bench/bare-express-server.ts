import express from 'express';

/**
 * Express as shipped: an Express 5 app with one route answering the same small JSON body as
 * bench/bare-http-server.ts, and nothing else (no middleware, Express's defaults, `app.listen`). Our `/healthz`
 * runs every middleware on the same framework, but on a server whose requests are born with the app's prototypes
 * (api/http/app-server.ts), which this default app does not have.
 */
const app = express();
app.get('/', (_req, res) => {
  res.json({ status: 'ok' });
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () =>
  process.stdout.write('bare express listening\n'),
);
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
