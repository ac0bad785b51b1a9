import { Template } from '../../db/models';
import { NotFoundError } from '../../domain/messaging/errors';

/** Message templates: every write of the area. Bodies are rendered per contact when a message is sent. */

export interface TemplateFields {
  name?: string;
  body?: string;
}

/** The tenant's template (another tenant's is not found either). */
export async function findTemplate(tenantId: number, templateId: number): Promise<Template> {
  const template = await Template.findOne({ where: { id: templateId, tenantId } });
  if (!template) throw new NotFoundError('Template');
  return template;
}

export const createTemplate = (tenantId: number, fields: { name: string; body: string }): Promise<Template> =>
  Template.create({ tenantId, name: fields.name, body: fields.body });

/** Found first, then changed: an empty change changes nothing, yet the template exists. */
export async function updateTemplate(tenantId: number, templateId: number, fields: TemplateFields): Promise<Template> {
  const template = await findTemplate(tenantId, templateId);
  await template.update(fields);
  return template;
}

export async function deleteTemplate(tenantId: number, templateId: number): Promise<void> {
  const deleted = await Template.destroy({ where: { id: templateId, tenantId } });
  if (deleted === 0) throw new NotFoundError('Template');
}
