import busboy from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import { fieldError } from './errors/errors';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Room for the multipart boundaries, part headers and small fields around the file. */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

export const tooLargeMessage = (maxBytes: number) =>
  `The file may not be greater than ${maxBytes / 1024 / 1024} MB (${maxBytes / 1024} kilobytes).`;

/** The upload stream of a multipart `file` field; `truncated` turns true when it went past the size limit. */
export interface UploadedFile {
  stream: Readable & { truncated?: boolean };
  filename: string;
  mimeType: string;
}

/**
 * Streams the multipart field `file` into `handle` without buffering the request, enforcing `maxBytes`
 * while streaming (busboy stops the stream at the limit and marks it truncated; `handle` must check
 * `tooLarge()` before committing anything). Answers only after the whole request body has been read, except past
 * the limit: a file over `maxBytes`, or a body over it plus the multipart framing, is refused at once and the rest
 * of the body is never read (see stopReading).
 */
export function receiveUploadedFile<T>(
  req: Request,
  maxBytes: number,
  handle: (file: UploadedFile, tooLarge: () => boolean) => Promise<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 25 } });
    } catch {
      reject(fieldError('file', 'The file must be uploaded as multipart/form-data in the field "file".'));
      req.resume();
      return;
    }
    let work: Promise<T> | undefined;
    let fileStream: Readable | undefined;
    let over = false;
    const refuseTooLarge = () => {
      if (over) return;
      over = true;
      stopReading(req, parser);
      // Not from inside busboy's own 'limit' callback, which goes on using the stream after it.
      process.nextTick(() => {
        parser.destroy();
        fileStream?.destroy();
      });
      reject(fieldError('file', tooLargeMessage(maxBytes)));
    };
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes + MULTIPART_FRAMING_BYTES) refuseTooLarge();
    });
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || work) {
        stream.resume();
        return;
      }
      fileStream = stream;
      stream.on('limit', refuseTooLarge);
      work = handle(
        { stream, filename: info.filename ?? '', mimeType: info.mimeType },
        () => over || stream.truncated === true,
      );
      // Whatever happens to the handler, keep reading so the request (and busboy) can finish.
      work.catch(() => stream.resume());
    });
    parser.on('close', () => {
      if (!work) reject(fieldError('file', 'The file field is required.'));
      else work.then(resolve, reject);
    });
    parser.on('error', () => {
      reject(fieldError('file', 'The upload could not be read as multipart/form-data.'));
      req.unpipe(parser);
      req.resume();
    });
    req.pipe(parser);
  });
}

/**
 * Stops reading the request: unpiped and paused, its remaining bytes are left unread, and `Connection: close` makes
 * Node close the socket as soon as the answer is written instead of reading the rest of the body to reuse it.
 */
function stopReading(req: Request, parser: busboy.Busboy): void {
  req.unpipe(parser);
  req.pause();
  if (!req.res?.headersSent) req.res?.setHeader('Connection', 'close');
}
