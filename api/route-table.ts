import type { RequestHandler, Router } from 'express';
import { AppError } from './errors';

interface RouteEntry {
  pattern: RegExp;
  methods: Set<string>;
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
        const methods = Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m]).map((m) => m.toUpperCase());
        for (const path of paths) found.push({ path, methods });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return found;
}

/**
 * Answers unknown paths with 404 and known paths called with another method with 405 (plus `Allow`),
 * before authentication runs, so a client learns about a typo rather than about its token.
 */
export function routeGuard(router: Router): RequestHandler {
  let table: RouteEntry[] | undefined;
  const build = () => {
    const byPath = new Map<string, Set<string>>();
    for (const { path, methods } of listRoutes(router)) {
      const set = byPath.get(path) ?? new Set<string>();
      methods.forEach((m) => set.add(m));
      byPath.set(path, set);
    }
    return [...byPath].map(([path, methods]) => ({
      pattern: new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:(\w+)/g, '/[^/]+')}/?$`),
      methods: methods.has('GET') ? new Set([...methods, 'HEAD']) : methods,
    }));
  };
  return (req, _res, next) => {
    table ??= build();
    const matches = table.filter((entry) => entry.pattern.test(req.path));
    if (matches.length === 0) throw new AppError(404, `The route ${req.path} could not be found.`);
    const allowed = new Set(matches.flatMap((m) => [...m.methods]));
    if (req.method === 'OPTIONS' || allowed.has(req.method)) return next();
    throw new AppError(405, `The ${req.method} method is not supported for this route. Supported methods: ${[...allowed].join(', ')}.`, {}, { Allow: [...allowed].join(', ') });
  };
}
