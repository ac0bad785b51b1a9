import type { Template } from '../../db/models';
import { formatTimestamp } from '../../infra/timestamps';

/** The Template resource (`updated_at` beyond the interface's fields). */
export const presentTemplate = (template: Template) => ({
  id: template.id,
  name: template.name,
  body: template.body,
  created_at: formatTimestamp(template.createdAt),
  updated_at: formatTimestamp(template.updatedAt),
});
