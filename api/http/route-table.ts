import type { RequestHandler, Router } from 'express';
import { AppError } from './errors/errors';

interface RouteEntry {
  pattern: RegExp;
  methods: Set<string>;
  /** One character per segment, '1' literal and '0' parameter: of two routes matching a path, the higher rank owns it. */
  rank: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every (path, methods) registered on a router and its nested routers (mounted without a path). */
export function listRoutes(router: Router): { path: string; methods: string[] }[] {
  const found: { path: string; methods: string[] }[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        const methods = Object.keys(layer.route.methods)
          .filter((m) => layer.route!.methods[m])
          .map((m) => m.toUpperCase());
        for (const path of paths) found.push({ path, methods });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return found;
}

/** `/contacts/:id` → `contacts`; a path that starts with a parameter matches any segment: `*`. */
const firstSegmentOfRoute = (path: string): string => {
  const segment = path.split('/')[1] ?? '';
  return segment.startsWith(':') ? '*' : segment;
};

/** The first segment of a request path (`/contacts/12` → `contacts`). */
const firstSegmentOfRequest = (path: string): string => {
  const end = path.indexOf('/', 1);
  return end === -1 ? path.slice(1) : path.slice(1, end);
};

/**
 * Lets a request into `router` only when one of its routes starts with the request's first path segment, so a
 * request walks the routes of its own resource instead of every router mounted before it.
 */
export function bySegment(router: Router): RequestHandler {
  let segments: Set<string> | undefined;
  return (req, res, next) => {
    segments ??= new Set(listRoutes(router).map((r) => firstSegmentOfRoute(r.path)));
    if (segments.has('*') || segments.has(firstSegmentOfRequest(req.path))) return router(req, res, next);
    next();
  };
}

/** `/contacts/bulk` → '11', `/contacts/:contact_id` → '10', so that `bulk` is never read as an id. */
const rankOfRoute = (path: string): string =>
  path
    .split('/')
    .slice(1)
    .map((s) => (s.startsWith(':') ? '0' : '1'))
    .join('');

/**
 * The highest rank of the entries matching the path, at least `rank`. Routes matching one path have as many
 * segments (a parameter is one segment), so ranks compare as strings: the first literal segment wins.
 */
function bestRank(entries: RouteEntry[], path: string, rank: string): string {
  for (const entry of entries) {
    if (entry.rank > rank && entry.pattern.test(path)) rank = entry.rank;
  }
  return rank;
}

/** Whether one of `entries` of this rank matches the path and takes the method. */
function anyAccepts(entries: RouteEntry[], path: string, method: string, rank: string): boolean {
  for (const entry of entries) {
    if (entry.rank === rank && entry.methods.has(method) && entry.pattern.test(path)) return true;
  }
  return false;
}

/**
 * Answers unknown paths with 404, known paths called with another method with 405 (plus `Allow`), and OPTIONS
 * with 204 and the same `Allow`, before authentication runs, so a client learns about a typo rather than about its
 * token. A path is owned by its most literal routes: `/contacts/bulk` by the bulk route, never by `/contacts/:id`.
 */
export function routeGuard(router: Router): RequestHandler {
  let table: Map<string, RouteEntry[]> | undefined;
  const build = () => {
    const byPath = new Map<string, Set<string>>();
    for (const { path, methods } of listRoutes(router)) {
      const set = byPath.get(path) ?? new Set<string>();
      methods.forEach((m) => set.add(m));
      byPath.set(path, set);
    }
    // Indexed by first segment: a request is matched against its resource's patterns only.
    const index = new Map<string, RouteEntry[]>();
    for (const [path, methods] of byPath) {
      const entries = index.get(firstSegmentOfRoute(path)) ?? [];
      entries.push({
        // Exact, like the strict and case-sensitive routing: /contacts/ or /Contacts is not /contacts.
        pattern: new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:(\w+)/g, '/[^/]+')}$`),
        methods: methods.has('GET') ? new Set([...methods, 'HEAD']) : methods,
        rank: rankOfRoute(path),
      });
      index.set(firstSegmentOfRoute(path), entries);
    }
    return index;
  };
  const NONE: RouteEntry[] = [];
  return (req, res, next) => {
    table ??= build();
    const path = req.path;
    // Allocation-free for the usual request (a known path with its method): this runs on every API call.
    const own = table.get(firstSegmentOfRequest(path)) ?? NONE;
    const wild = table.get('*') ?? NONE;
    const rank = bestRank(wild, path, bestRank(own, path, ''));
    if (rank === '') throw new AppError(404, 'route_not_found', `The route ${path} could not be found.`);
    if (anyAccepts(own, path, req.method, rank) || anyAccepts(wild, path, req.method, rank)) return next();
    const owners = [...own, ...wild].filter((entry) => entry.rank === rank && entry.pattern.test(path));
    const allowed = [...new Set(owners.flatMap((m) => [...m.methods]))].join(', ');
    if (req.method === 'OPTIONS') {
      res.set('Allow', allowed).status(204).end();
      return;
    }
    throw new AppError(
      405,
      'method_not_allowed',
      `The ${req.method} method is not supported for this route. Supported methods: ${allowed}.`,
      {},
      { Allow: allowed },
    );
  };
}
