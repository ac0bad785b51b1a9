import type { Request } from 'express';
import * as yup from 'yup';
import type { PageText } from '../../db/page-text';

/** Pages past this are refused: their offset would leave bigint (and no list of ours is that long). */
const MAX_PAGE = 1_000_000;

/** `page` (1–1,000,000) and `per_page` (1–100, default 20) of every paginated list (docs/decisions.md §5). */
export const paginationFields = {
  page: yup
    .number()
    .typeError('The page must be an integer.')
    .integer('The page must be an integer.')
    .min(1, 'The page must be at least 1.')
    .max(MAX_PAGE, `The page may not be greater than ${MAX_PAGE}.`)
    .default(1),
  per_page: yup
    .number()
    .typeError('The per page must be an integer.')
    .integer('The per page must be an integer.')
    .min(1, 'The per page must be at least 1.')
    .max(100, 'The per page may not be greater than 100.')
    .default(20),
};

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

export function toPageRequest(query: { page?: number; per_page?: number }): PageRequest {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  return { page, perPage, offset: (page - 1) * perPage };
}

export interface Paginated<T> {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: {
    current_page: number;
    last_page: number;
    per_page: number;
    total: number;
    from: number | null;
    to: number | null;
    path: string;
  };
}

type PageLinks = Paginated<unknown>['links'];
type PageMeta = Paginated<unknown>['meta'];

/** The links and meta of a page holding `count` rows; the links keep the request's other query parameters. */
function pageLinksAndMeta(
  req: Request,
  publicBaseUrl: string,
  page: PageRequest,
  total: number,
  count: number,
): { links: PageLinks; meta: PageMeta } {
  const lastPage = Math.max(1, Math.ceil(total / page.perPage));
  const path = `${publicBaseUrl}${req.baseUrl}${req.path}`;
  const linkTo = (n: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(req.query)) {
      if (key !== 'page' && typeof value === 'string') params.set(key, value);
    }
    params.set('page', String(n));
    return `${path}?${params.toString()}`;
  };
  return {
    links: {
      first: linkTo(1),
      last: linkTo(lastPage),
      prev: page.page > 1 ? linkTo(Math.min(page.page - 1, lastPage)) : null,
      next: page.page < lastPage ? linkTo(page.page + 1) : null,
    },
    meta: {
      current_page: page.page,
      last_page: lastPage,
      per_page: page.perPage,
      total,
      from: count > 0 ? page.offset + 1 : null,
      to: count > 0 ? page.offset + count : null,
      path,
    },
  };
}

/** The paginated envelope with absolute links that keep the request's other query parameters. */
export function paginated<T>(
  req: Request,
  publicBaseUrl: string,
  page: PageRequest,
  total: number,
  data: T[],
): Paginated<T> {
  return { data, ...pageLinksAndMeta(req, publicBaseUrl, page, total, data.length) };
}

/**
 * The same envelope as `paginated`, as JSON text around rows that are JSON text already, so a list built by
 * PostgreSQL is neither parsed nor serialized again in the API process. `extraMeta` is appended to meta.
 */
export function paginatedJsonText(
  req: Request,
  publicBaseUrl: string,
  page: PageRequest,
  rows: PageText,
  extraMeta: Record<string, unknown> = {},
): string {
  const { links, meta } = pageLinksAndMeta(req, publicBaseUrl, page, rows.total, rows.count);
  return `{"data":${rows.dataText},${JSON.stringify({ links, meta: { ...meta, ...extraMeta } }).slice(1)}`;
}
