import { Router } from 'express';
import type { ApiDeps } from '../http/deps';
import { requirePermission, tenantAuth } from '../http/middleware/authenticate';
import { validateQuery, withBody } from '../http/middleware/validate';
import { createTemplateBody, listTemplatesQuery, updateTemplateBody } from './schemas';
import { paginated, toPageRequest } from '../http/pagination';
import { idParam } from '../http/params';
import { presentTemplate } from './presenters';
import { Template } from '../../db/models';
import { createTemplate, deleteTemplate, findTemplate, updateTemplate } from '../../use-cases/templates/templates';

/** Message templates (docs/interface.md §4.7); bodies are rendered per contact with lib/placeholders.ts. */
export function createTemplatesRouter(deps: ApiDeps): Router {
  const router = Router();
  router.get('/templates', requirePermission('templates.view'), validateQuery(listTemplatesQuery), async (req, res) => {
    const page = toPageRequest(res.locals.query);
    const { rows, count } = await Template.findAndCountAll({
      where: { tenantId: tenantAuth(req).tenantId },
      order: [['id', 'DESC']],
      limit: page.perPage,
      offset: page.offset,
    });
    res.json(paginated(req, deps.config.publicBaseUrl, page, count, rows.map(presentTemplate)));
  });

  router.post(
    '/templates',
    requirePermission('templates.add'),
    withBody(createTemplateBody, async (req, res, input) => {
      res.status(201).json({ data: presentTemplate(await createTemplate(tenantAuth(req).tenantId, input)) });
    }),
  );

  router.get('/templates/:template_id', requirePermission('templates.view'), async (req, res) => {
    res.json({ data: presentTemplate(await findTemplate(tenantAuth(req).tenantId, idParam(req, 'template_id'))) });
  });

  router.put(
    '/templates/:template_id',
    requirePermission('templates.edit'),
    withBody(updateTemplateBody, async (req, res, input) => {
      res.json({
        data: presentTemplate(await updateTemplate(tenantAuth(req).tenantId, idParam(req, 'template_id'), input)),
      });
    }),
  );

  router.delete('/templates/:template_id', requirePermission('templates.delete'), async (req, res) => {
    await deleteTemplate(tenantAuth(req).tenantId, idParam(req, 'template_id'));
    res.json({ message: 'Template deleted.' });
  });

  return router;
}
