import busboy from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import { fieldError } from '../errors';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The upload stream of a multipart `file` field; `truncated` turns true when it went past the size limit. */
export interface UploadedFile {
  stream: Readable & { truncated?: boolean };
  filename: string;
  mimeType: string;
}

/**
 * Streams the multipart field `file` into `handle` without buffering the request, enforcing `maxBytes`
 * while streaming (busboy stops the stream at the limit and marks it truncated; `handle` must check
 * `tooLarge()` before committing anything). Answers only after the whole request body has been read.
 */
export function receiveUploadedFile<T>(
  req: Request, maxBytes: number, handle: (file: UploadedFile, tooLarge: () => boolean) => Promise<T>,
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
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || work) {
        stream.resume();
        return;
      }
      let over = false;
      stream.on('limit', () => { over = true; });
      work = handle({ stream, filename: info.filename ?? '', mimeType: info.mimeType }, () => over || stream.truncated === true);
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
