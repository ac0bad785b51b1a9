import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { AppError } from './errors/errors';
import { pageSecurityPolicy } from './security-headers';

/** Where `npm run build` puts the console (scripts/console-build.ts); CONSOLE_DIST overrides it. */
const consoleDist = () => process.env.CONSOLE_DIST ?? path.resolve(__dirname, '..', '..', 'dist', 'console');

/** The placeholder in console/index.html that each answer replaces with its own nonce. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const nonceOf = (res: ServerResponse) => (res as Response).locals.cspNonce as string;

/**
 * The console runs only its own bundle: no inline script at all. Mantine writes its theme's CSS variables into
 * <style> tags, which carry this answer's nonce (MantineProvider's getStyleNonce reads it from the page); its style
 * props are `style` attributes, which can set a colour but never run code, hence `style-src-attr 'unsafe-inline'`.
 * Data comes from this origin's API only; images may also be `blob:` object URLs (an entry card fetched with the
 * session's token, which an <img src> pointing at the API could not carry).
 */
const consolePolicy = pageSecurityPolicy({
  'script-src': ["'self'"],
  'style-src': ["'self'", (_req, res) => `'nonce-${nonceOf(res)}'`],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
});

/** The service worker may reach this origin only, and run nothing but itself. */
const serviceWorkerPolicy = pageSecurityPolicy({ 'script-src': ["'self'"], 'connect-src': ["'self'"] });

/** A page of the build, never cached, with a fresh nonce under the console's policy. */
const consolePage = (file: string) =>
  [
    (_req: Request, res: Response, next: NextFunction) => {
      res.locals.cspNonce = randomBytes(16).toString('base64');
      next();
    },
    consolePolicy,
    async (_req: Request, res: Response) => {
      const html = await readFile(path.join(consoleDist(), file), 'utf8').catch(() => null);
      res.setHeader('Cache-Control', 'no-cache');
      if (html === null) {
        res.status(503).type('text').send('The console is not built: run `npm run build`.\n');
        return;
      }
      res.type('html').send(html.replaceAll(NONCE_PLACEHOLDER, nonceOf(res)));
    },
  ] as const;

/**
 * The organisers' console at /app: its hashed assets cached for a year (a new build has new names), and every other
 * /app path answered with index.html (the app's router reads the path), never cached, with a fresh nonce.
 * `GET /` leads there. The build is read from disk per request, so a rebuild needs no restart.
 */
export function createConsoleRouter(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.redirect(302, '/app');
  });
  router.use(
    '/app/assets',
    express.static(path.join(consoleDist(), 'assets'), { immutable: true, maxAge: '365d', index: false }),
    (req) => {
      throw new AppError(404, 'route_not_found', `The route ${req.originalUrl.split('?')[0]} could not be found.`);
    },
  );
  // The service worker keeps its one address across builds; never cached, so a new build's worker is found at once.
  // Its own policy (a worker's comes from its script's answer) lets it fetch the console's pages and bundles.
  router.get('/app/sw.js', serviceWorkerPolicy, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(consoleDist(), 'sw.js'), (err) => {
      if (err) next(new AppError(404, 'route_not_found', 'The console is not built: run `npm run build`.'));
    });
  });
  router.get(['/app', '/app/', '/app/*splat'], ...consolePage('index.html'));
  // The platform admins' console: a second page of the same build (its assets are under /app/assets too).
  router.get(['/admin', '/admin/', '/admin/*splat'], ...consolePage('admin.html'));
  return router;
}
