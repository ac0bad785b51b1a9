import path from 'node:path';
import express, { Router } from 'express';
import { buildOpenApiDocument } from '../openapi/document';

// The package's folder, found without loading its 1 MB browser bundle into the API process.
const SWAGGER_UI_ASSETS = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Messaging platform API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#ui', deepLinking: true });</script></body></html>`;

/** `/openapi.json` and a Swagger UI page at `/docs` (assets served from the swagger-ui-dist package). */
export function createDocsRouter(publicBaseUrl: string): Router {
  const router = Router();
  const document = buildOpenApiDocument(publicBaseUrl);
  router.get('/openapi.json', (_req, res) => { res.json(document); });
  router.use('/docs/assets', express.static(SWAGGER_UI_ASSETS, { index: false }));
  router.get(['/docs', '/docs/'], (_req, res) => { res.type('html').send(DOCS_PAGE); });
  return router;
}
