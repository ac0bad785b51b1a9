import { Router } from 'express';
import type { ApiDeps } from '../http/deps';
import { requirePermission, tenantAuth } from '../http/middleware/authenticate';
import { validateBody, validateQuery } from '../http/middleware/validate';
import { createTemplateSchema, listTemplatesQuery, updateTemplateSchema, type CreateTemplateInput, type UpdateTemplateInput } from './schemas';
import { paginated, toPageRequest } from '../http/pagination';
import { notFound } from '../http/errors/errors';
import { idParam } from '../http/params';
import { presentTemplate } from './presenters';
import { Template } from '../../db/models';

/** Message templates (interface §4.7); bodies are rendered per contact with lib/placeholders.ts. */
export function createTemplatesRouter(deps: ApiDeps): Router {
  const router = Router();
  const templateOf = async (tenantId: number, templateId: number) => {
    const template = await Template.findOne({ where: { id: templateId, tenantId } });
    if (!template) throw notFound('Template');
    return template;
  };

  router.get('/templates', requirePermission('templates.view'), validateQuery(listTemplatesQuery), async (req, res) => {
    const page = toPageRequest(res.locals.query);
    const { rows, count } = await Template.findAndCountAll({
      where: { tenantId: tenantAuth(req).tenantId }, order: [['id', 'DESC']], limit: page.perPage, offset: page.offset,
    });
    res.json(paginated(req, deps.config.publicBaseUrl, page, count, rows.map(presentTemplate)));
  });

  router.post('/templates', requirePermission('templates.add'), validateBody(createTemplateSchema), async (req, res) => {
    const input = req.body as CreateTemplateInput;
    const template = await Template.create({ tenantId: tenantAuth(req).tenantId, name: input.name, body: input.body });
    res.status(201).json({ data: presentTemplate(template) });
  });

  router.get('/templates/:template_id', requirePermission('templates.view'), async (req, res) => {
    res.json({ data: presentTemplate(await templateOf(tenantAuth(req).tenantId, idParam(req, 'template_id'))) });
  });

  router.put('/templates/:template_id', requirePermission('templates.edit'), validateBody(updateTemplateSchema), async (req, res) => {
    const template = await templateOf(tenantAuth(req).tenantId, idParam(req, 'template_id'));
    const input = req.body as UpdateTemplateInput;
    await template.update({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.body !== undefined ? { body: input.body } : {}) });
    res.json({ data: presentTemplate(template) });
  });

  router.delete('/templates/:template_id', requirePermission('templates.delete'), async (req, res) => {
    const deleted = await Template.destroy({ where: { id: idParam(req, 'template_id'), tenantId: tenantAuth(req).tenantId } });
    if (deleted === 0) throw notFound('Template');
    res.json({ message: 'Template deleted.' });
  });

  return router;
}
