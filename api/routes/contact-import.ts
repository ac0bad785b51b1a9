import path from 'node:path';
import { Router, type Request } from 'express';
import type { ApiDeps } from '../deps';
import { requirePermission, tenantAuth } from '../middleware/authenticate';
import { fieldError } from '../errors';
import { MAX_UPLOAD_BYTES, receiveUploadedFile, type UploadedFile } from '../uploads/multipart-file';
import { ImportFileError } from '../imports/import-file-error';
import { readCsvContacts } from '../imports/csv-contacts';
import { parseVcardContacts, readAll } from '../imports/vcard-contacts';
import { ContactImporter, type ImportResult } from '../../db/contact-import';

type RowSource = (file: UploadedFile, importer: ContactImporter) => Promise<void>;

const CSV = { extensions: ['.csv', '.txt'], mimeTypes: ['text/csv', 'application/csv'], label: 'a CSV (.csv) file' };
const VCARD = { extensions: ['.vcf', '.vcard'], mimeTypes: ['text/vcard', 'text/x-vcard', 'text/directory'], label: 'a vCard (.vcf) file' };

/** CSV and vCard contact imports (interface §4.6, decisions §6): one transaction per file, upsert by phone. */
export function createContactImportRouter(deps: ApiDeps): Router {
  const router = Router();

  router.post('/contacts/import/csv', requirePermission('contacts.import'), async (req, res) => {
    const result = await importUpload(deps, req, CSV, async (file, importer) => {
      for await (const { row, raw } of readCsvContacts(file.stream)) await importer.add(row, raw);
    });
    res.json(summary(result));
  });

  router.post('/contacts/import/vcf', requirePermission('contacts.import'), async (req, res) => {
    const result = await importUpload(deps, req, VCARD, async (file, importer) => {
      const cards = parseVcardContacts(await readAll(file.stream));
      for (const card of cards) await importer.add(card.row, card.raw, card.unreadable);
    });
    res.json(summary(result));
  });

  return router;
}

/**
 * Streams the upload into one transaction; a file-level problem (type, size, empty, unreadable) rolls it
 * all back and answers 422 errors.file. The size check comes last, before the commit.
 */
async function importUpload(deps: ApiDeps, req: Request, kind: typeof CSV, readRows: RowSource): Promise<ImportResult> {
  const { tenantId } = tenantAuth(req);
  try {
    return await receiveUploadedFile(req, MAX_UPLOAD_BYTES, async (file, tooLarge) => {
      if (!hasKind(file, kind)) throw new ImportFileError(`The file must be ${kind.label}.`);
      return deps.sequelize.transaction(async (transaction) => {
        const importer = new ContactImporter(deps.sequelize, transaction, tenantId);
        try {
          await readRows(file, importer);
        } catch (err) {
          throw tooLarge() ? tooLargeError() : err;
        }
        if (tooLarge()) throw tooLargeError();
        if (importer.rowCount === 0) throw new ImportFileError('The file contains no contacts.');
        return importer.finish();
      });
    });
  } catch (err) {
    if (err instanceof ImportFileError) throw fieldError('file', err.message);
    throw err;
  }
}

const tooLargeError = () => new ImportFileError('The file may not be greater than 5 MB (5120 kilobytes).');

function hasKind(file: UploadedFile, kind: typeof CSV): boolean {
  const extension = path.extname(file.filename).toLowerCase();
  if (extension) return kind.extensions.includes(extension);
  return kind.mimeTypes.includes(file.mimeType.toLowerCase());
}

function summary(result: ImportResult) {
  const message = `Import finished: ${result.imported} imported, ${result.updated} updated, ${result.skipped} skipped.`;
  return { message, imported: result.imported, updated: result.updated, skipped: result.skipped, errors: result.errors };
}
