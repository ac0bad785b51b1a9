import { Router, type Request } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { CSV_FILE, importUploadedFile, VCARD_FILE, type FileKind } from '../imports/file-import';
import { presentContactImport } from '../presenters';
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
    res.json(presentContactImport(await importFile(CSV_FILE, req)));
  });

  router.post('/contacts/import/vcf', requirePermission('contacts.import'), async (req, res) => {
    res.json(presentContactImport(await importFile(VCARD_FILE, req)));
  });

  return router;
}
