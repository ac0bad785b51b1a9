import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from './error-codes';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** The answer to a request Node's parser refused, by the parser's error code. */
function answerFor(code: string | undefined): { status: number; message: string; code: ErrorCode } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, message: 'The request headers are too large.', code: 'request_header_too_large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive.', code: 'request_timeout' };
  return { status: 400, message: 'The request is not valid HTTP.', code: 'bad_request' };
}

/** A complete HTTP/1.1 response with a JSON `{message, code}` body, written straight to a socket. */
function rawJsonResponse(status: number, message: string, code: ErrorCode): string {
  const body = JSON.stringify({ message, code });
  return [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Requests that Node's HTTP parser refuses (an oversized header: 431, a timeout: 408, anything else: 400) never
 * reach Express, whose error handler writes every other error. This answers them in the same JSON shape. Used by the
 * production server and the test server alike.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message, code } = answerFor(err.code);
    socket.end(rawJsonResponse(status, message, code));
  });
}
