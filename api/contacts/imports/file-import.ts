import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Request } from 'express';
import { fieldError } from '../../http/errors/errors';
import { MAX_UPLOAD_BYTES, receiveUploadedFile, tooLargeMessage, type UploadedFile } from '../../http/multipart-file';
import { ImportFileError } from './import-file-error';
import { uploadParser } from './parse-pool';
import type { CheckedRow, ParseTask, UploadFormat } from './parse-upload';

/** A file type an import accepts and how its rows are read. */
export interface FileKind {
  extensions: string[];
  mimeTypes: string[];
  label: string;
  format: UploadFormat;
}

export const CSV_FILE: FileKind = {
  extensions: ['.csv', '.txt'],
  mimeTypes: ['text/csv', 'application/csv'],
  label: 'a CSV (.csv) file',
  format: 'csv',
};

export const VCARD_FILE: FileKind = {
  extensions: ['.vcf', '.vcard'],
  mimeTypes: ['text/vcard', 'text/x-vcard', 'text/directory'],
  label: 'a vCard (.vcf) file',
  format: 'vcard',
};

export interface ImportOptions {
  kinds: FileKind[];
  /** Which cells the rows keep (invitees have no birth date). */
  fields: ParseTask['fields'];
}

/**
 * Reads the multipart `file` (5 MB at most, enforced while it streams in) of one of the accepted kinds, then gives
 * its rows to `importRows`, a use-case that writes them in one transaction (use-cases/contacts/file-import.ts); a
 * file-level problem (type, size, empty, unreadable, past an UPLOAD_LIMITS bound or the parsing budget) answers 422
 * errors.file and stores nothing. The file is parsed and its rows checked in an upload thread (parse-pool.ts), off
 * the event loop; the transaction opens only once the upload is read and parsed, so a client sending slowly keeps
 * no pool connection busy.
 */
export async function importUploadedFile<R>(
  req: Request,
  options: ImportOptions,
  importRows: (rows: CheckedRow[]) => Promise<R>,
): Promise<R> {
  const { kinds } = options;
  try {
    return await receiveUploadedFile(req, MAX_UPLOAD_BYTES, async (file, tooLarge) => {
      const kind = kinds.find((k) => hasKind(file, k));
      if (!kind) throw new ImportFileError(`The file must be ${kinds.map((k) => k.label).join(' or ')}.`);
      // Read whole before the transaction opens: a slow or stalled upload must not hold a database connection.
      const content = await readUpload(file.stream);
      if (tooLarge()) throw tooLargeError();
      const parsed = await uploadParser().parse({ format: kind.format, content, fields: options.fields });
      if (!parsed.ok) throw new ImportFileError(parsed.message);
      return importRows(parsed.rows);
    });
  } catch (err) {
    if (err instanceof ImportFileError) throw fieldError('file', err.message);
    throw err;
  }
}

/** The upload's bytes (busboy stops the stream at the size limit, so this stays within it). */
async function readUpload(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const tooLargeError = () => new ImportFileError(tooLargeMessage(MAX_UPLOAD_BYTES));

function hasKind(file: UploadedFile, kind: FileKind): boolean {
  const extension = path.extname(file.filename).toLowerCase();
  if (extension) return kind.extensions.includes(extension);
  return kind.mimeTypes.includes(file.mimeType.toLowerCase());
}
