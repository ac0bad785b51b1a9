import { Router, type Request } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { CSV_FILE, importUploadedFile, VCARD_FILE, type FileKind } from '../imports/file-import';
import type { ImportResult } from '../../../db/contacts/contact-import';
import { importContactRows } from '../../../use-cases/contacts/file-import';

/** CSV and vCard contact imports (docs/interface.md §4.6, docs/decisions.md §6): one transaction per file, upsert by phone. */
export function createContactImportRouter(deps: ApiDeps): Router {
  const router = Router();
  const importFile = async (kind: FileKind, req: Request) => {
    const { tenantId } = tenantAuth(req);
    return importUploadedFile(req, { kinds: [kind], fields: 'contact' }, (rows) =>
      importContactRows(deps.sequelize, tenantId, rows),
    );
  };

  router.post('/contacts/import/csv', requirePermission('contacts.import'), async (req, res) => {
    res.json(summary(await importFile(CSV_FILE, req)));
  });

  router.post('/contacts/import/vcf', requirePermission('contacts.import'), async (req, res) => {
    res.json(summary(await importFile(VCARD_FILE, req)));
  });

  return router;
}

function summary(result: ImportResult) {
  const message = `Import finished: ${result.imported} imported, ${result.updated} updated, ${result.skipped} skipped.`;
  return {
    message,
    imported: result.imported,
    updated: result.updated,
    skipped: result.skipped,
    errors: result.errors,
  };
}
