import express from 'express';

/**
 * The framework's own ceiling: an Express 5 app with one route answering the same small JSON body as
 * bench/bare-http-server.ts, and nothing else (no middleware, Express's defaults). Our `/healthz` runs on the
 * same framework, so this shows how much of the gap to bare `node:http` is Express's and how much is ours.
 */
const app = express();
app.get('/', (_req, res) => {
  res.json({ status: 'ok' });
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('bare express listening\n'));
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
