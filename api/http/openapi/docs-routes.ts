import path from 'node:path';
import express, { Router } from 'express';
import { buildOpenApiDocument } from './document';
import { pageSecurityPolicy } from '../security-headers';

// The package's folder, found without loading its 1 MB browser bundle into the API process.
const SWAGGER_UI_ASSETS = path.dirname(require.resolve('swagger-ui-dist/package.json'));

// Served as a file, not inline, so the page's policy can keep `script-src 'self'`.
const DOCS_INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#ui', deepLinking: true, docExpansion: 'none', validatorUrl: null });\n`;

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Messaging platform API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script></body></html>`;

/**
 * Swagger UI loads its own bundle, stylesheet and images, fetches /openapi.json, and "Try it out" calls the API at
 * PUBLIC_BASE_URL (which may name this host differently): nothing else.
 */
const docsPolicy = (publicBaseUrl: string) =>
  pageSecurityPolicy({
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", new URL(publicBaseUrl).origin],
    'form-action': ["'self'"],
  });

/** `/openapi.json` and a Swagger UI page at `/docs` (assets served from the swagger-ui-dist package). */
export function createDocsRouter(publicBaseUrl: string): Router {
  const router = Router();
  const document = buildOpenApiDocument(publicBaseUrl);
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.use('/docs', docsPolicy(publicBaseUrl));
  router.use('/docs/assets', express.static(SWAGGER_UI_ASSETS, { index: false }));
  router.get('/docs/init.js', (_req, res) => {
    res.type('js').send(DOCS_INIT_SCRIPT);
  });
  router.get(['/docs', '/docs/'], (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  return router;
}
