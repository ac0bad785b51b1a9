/**
 * `GET /{WABA_ID}/message_templates` (docs/providers.md §3.3): filters `status`, `name`, `language`, `category`, a
 * `fields` selection, `limit` (default 25, capped) and cursor paging (`paging.cursors.before/after`; `next` and `previous`
 * only when there is such a page).
 */
import { graphErrors } from './graph-errors';
import type { SandboxTemplate } from './templates';

export interface TemplateFilters {
  statuses: Set<string> | null;
  categories: Set<string> | null;
  language: string | null;
  /** Case-insensitive part of the name. */
  name: string | null;
}

export interface ListingQuery {
  fields: string[] | null;
  limit: number;
  after: string | null;
  before: string | null;
  filters: TemplateFilters;
}

export const TEMPLATE_FIELDS = [
  'name',
  'parameter_format',
  'components',
  'language',
  'status',
  'category',
  'id',
] as const;
const DEFAULT_LIMIT = 25;

function queryValue(query: Record<string, unknown>, name: string): string | null {
  const value = query[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw graphErrors.invalidParameter(`${name} must be given once`);
  return value;
}

const upperSet = (raw: string | null): Set<string> | null =>
  raw === null
    ? null
    : new Set(
        raw
          .split(',')
          .map((part) => part.trim().toUpperCase())
          .filter(Boolean),
      );

/** `fields=a,b`: each must exist on the node (`id` is always returned, as Graph does). */
export function parseFields(raw: string | null, known: readonly string[], node: string): string[] | null {
  if (raw === null) return null;
  const fields = raw
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  const unknown = fields.find((field) => !known.includes(field));
  if (unknown !== undefined) throw graphErrors.nonexistingField(unknown, node);
  return fields;
}

/** The listing query; a `limit` above `maxPageSize` is lowered to it, as Graph does. */
export function parseListingQuery(query: Record<string, unknown>, maxPageSize: number): ListingQuery {
  const rawLimit = queryValue(query, 'limit');
  if (rawLimit !== null && !/^\d+$/.test(rawLimit))
    throw graphErrors.invalidParameter('limit must be a positive integer');
  const limit = rawLimit === null ? DEFAULT_LIMIT : Number(rawLimit);
  if (limit < 1) throw graphErrors.invalidParameter('limit must be a positive integer');
  return {
    fields: parseFields(queryValue(query, 'fields'), TEMPLATE_FIELDS, 'WhatsAppMessageTemplate'),
    limit: Math.min(limit, maxPageSize),
    after: queryValue(query, 'after'),
    before: queryValue(query, 'before'),
    filters: {
      statuses: upperSet(queryValue(query, 'status')),
      categories: upperSet(queryValue(query, 'category')),
      language: queryValue(query, 'language'),
      name: queryValue(query, 'name')?.toLowerCase() ?? null,
    },
  };
}

/** The Graph object of a template, restricted to `fields` when given (plus `id`). */
export function presentTemplate(template: SandboxTemplate, fields: string[] | null): Record<string, unknown> {
  const full: Record<string, unknown> = {
    name: template.name,
    parameter_format: 'POSITIONAL',
    components: template.components,
    language: template.language,
    status: template.status,
    category: template.category,
    id: template.id,
  };
  if (fields === null) return full;
  return Object.fromEntries([...new Set([...fields, 'id'])].map((field) => [field, full[field]]));
}

function matches(template: SandboxTemplate, filters: TemplateFilters): boolean {
  return (
    (filters.statuses === null || filters.statuses.has(template.status)) &&
    (filters.categories === null || filters.categories.has(template.category)) &&
    (filters.language === null || template.language === filters.language) &&
    (filters.name === null || template.name.toLowerCase().includes(filters.name))
  );
}

const cursorOf = (template: SandboxTemplate): string => Buffer.from(`template:${template.id}`).toString('base64');

function positionOf(list: SandboxTemplate[], cursor: string, param: string): number {
  const id = Buffer.from(cursor, 'base64')
    .toString('utf8')
    .replace(/^template:/, '');
  const position = list.findIndex((template) => template.id === id);
  if (position === -1) throw graphErrors.invalidParameter(`${param}: the cursor is not valid`);
  return position;
}

/** One page of the listing; `pageUrl` builds the absolute `next`/`previous` link for a cursor. */
export function listTemplatePage(
  templates: SandboxTemplate[],
  query: ListingQuery,
  pageUrl: (param: 'after' | 'before', cursor: string) => string,
): Record<string, unknown> {
  const list = templates.filter((template) => matches(template, query.filters));
  let start = 0;
  if (query.after !== null) start = positionOf(list, query.after, 'after') + 1;
  else if (query.before !== null) start = Math.max(0, positionOf(list, query.before, 'before') - query.limit);
  const end =
    query.before !== null && query.after === null ? positionOf(list, query.before, 'before') : start + query.limit;
  const page = list.slice(start, end);
  const data = page.map((template) => presentTemplate(template, query.fields));
  if (page.length === 0) return { data };
  const first = cursorOf(page[0]!);
  const last = cursorOf(page[page.length - 1]!);
  const paging: Record<string, unknown> = { cursors: { before: first, after: last } };
  if (start + page.length < list.length) paging.next = pageUrl('after', last);
  if (start > 0) paging.previous = pageUrl('before', first);
  return { data, paging };
}
