import http from 'node:http';

/**
 * The baseline of the HTTP benchmarks: node:http answering every request with a small JSON body, nothing else.
 * It also stands in as a delivery-callback sink when the gateway sandbox's raw rate is measured.
 */
const body = JSON.stringify({ status: 'ok' });
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('bare server listening\n'));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
