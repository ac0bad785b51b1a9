import type { Template as TemplateModel } from '../../db/models';
import { formatTimestamp } from '../../infra/timestamps';
import { Id, Resource, Timestamp, Type, type Static } from '../http/openapi/response-schema';

export const TemplateSchema = Resource(
  'Template',
  {
    id: Id,
    name: Type.String({ examples: ['Karibu'] }),
    body: Type.String({
      description: 'The text, with {name}, {phone} and {email} filled in per contact when sent',
      examples: ['Habari {name}, karibu!'],
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  'A saved SMS text with placeholders',
);
export type Template = Static<typeof TemplateSchema>;

/** The Template resource (`updated_at` beyond the interface's fields). */
export const presentTemplate = (template: TemplateModel): Template => ({
  id: template.id,
  name: template.name,
  body: template.body,
  created_at: formatTimestamp(template.createdAt)!,
  updated_at: formatTimestamp(template.updatedAt)!,
});
