import { randomUUID } from 'node:crypto';
import express, { Router, type Express } from 'express';
import pinoHttp from 'pino-http';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import type { ApiDeps } from './deps';
import { serializeError } from '../lib/infra/logger';
import { AppError } from './errors';
import { securityHeaders } from './security-headers';
import { authenticate } from './middleware/authenticate';
import { createErrorHandler } from './middleware/error-handler';
import { routeGuard } from './route-table';
import { appRouter } from './trpc/router';
import { createContextFactory } from './trpc/context';
import { createHealthRouter } from './routes/health';
import { createDocsRouter } from './routes/docs';
import { createAuthRouter } from './routes/auth';
import { createAccountRouter } from './routes/account';
import { createUsersRouter } from './routes/users';
import { createContactsRouter } from './routes/contacts';
import { createContactImportRouter } from './routes/contact-import';
import { createGroupsRouter } from './routes/groups';
import { createTemplatesRouter } from './routes/templates';
import { createSettingsRouter } from './routes/settings';
import { createSenderIdsRouter } from './routes/sender-ids';
import { createDashboardRouter } from './routes/dashboard';
import { createPurchasesRouter } from './routes/purchases';
import { createPaymentWebhooksRouter } from './routes/payment-webhooks';
import { createSmsRouter } from './messaging/routes/sms';
import { createBatchesRouter } from './messaging/routes/batches';
import { createMessagesRouter } from './messaging/routes/messages';
import { createGatewayReportsRouter } from './messaging/routes/gateway-reports';
import { createDeliveryWebhooksRouter } from './messaging/routes/delivery-webhooks';
import { createChatTemplatesRouter } from './messaging/routes/chat-templates';
import { createChatInboxRouter } from './messaging/routes/chat-inbox';
import { createChatWebhooksRouter } from './messaging/routes/chat-webhooks';
import { createOptOutsRouter } from './messaging/routes/opt-outs';
import { createOptOutPageRouter } from './messaging/routes/opt-out-page';
import { keepRawBody } from './middleware/raw-body';
import { createEventsRouter } from './events/routes/events';
import { createEventInviteesRouter } from './events/routes/invitees';
import { createEventPaymentsRouter } from './events/routes/payments';
import { createEventStagesRouter } from './events/routes/stages';
import { createEventReportsRouter } from './events/routes/reports';
import { createEventPageRouter } from './events/routes/public-page';

/** Routers under /api that need no token (webhooks join them later). */
function publicApiRouters(deps: ApiDeps): Router[] {
  return [
    createAuthRouter(deps),
    createPaymentWebhooksRouter(deps),
    createDeliveryWebhooksRouter(deps),
    createChatWebhooksRouter(deps),
  ];
}

/** Routers under /api behind the bearer token; each route checks its own permission. */
function protectedApiRouters(deps: ApiDeps): Router[] {
  return [
    createAccountRouter(deps),
    createUsersRouter(deps),
    createContactImportRouter(deps),
    createContactsRouter(deps),
    createGroupsRouter(deps),
    createTemplatesRouter(deps),
    createSettingsRouter(deps),
    createSenderIdsRouter(deps),
    createDashboardRouter(deps),
    createPurchasesRouter(deps),
    createSmsRouter(deps),
    createBatchesRouter(deps),
    createMessagesRouter(deps),
    createGatewayReportsRouter(deps),
    createChatTemplatesRouter(deps),
    createChatInboxRouter(deps),
    createOptOutsRouter(deps),
    createEventsRouter(deps),
    createEventInviteesRouter(deps),
    createEventPaymentsRouter(deps),
    createEventStagesRouter(deps),
    createEventReportsRouter(deps),
  ];
}

/** Builds the REST + tRPC application (no listen: main.ts and the tests decide the port). */
export function createApp(deps: ApiDeps): Express {
  const app = express();
  app.use(securityHeaders());
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(pinoHttp({
    logger: deps.logger.child({ component: 'http' }),
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Only what identifies the request: never headers (bearer tokens) or bodies (passwords).
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    autoLogging: { ignore: (req) => req.url === '/healthz' },
  }));
  app.use(express.json({ limit: '1mb', verify: keepRawBody }));

  app.use(createHealthRouter(deps));
  app.use(createDocsRouter(deps.config.publicBaseUrl));
  app.use('/trpc', createExpressMiddleware({ router: appRouter, createContext: createContextFactory(deps) }));

  const api = Router();
  const publicRouters = publicApiRouters(deps);
  const protectedRouters = protectedApiRouters(deps);
  const table = Router();
  [...publicRouters, ...protectedRouters].forEach((r) => table.use(r));
  api.use(routeGuard(table));
  publicRouters.forEach((r) => api.use(r));
  api.use(authenticate(deps));
  protectedRouters.forEach((r) => api.use(r));
  app.use('/api', api);
  // The public pages live at the root (PUBLIC_BASE_URL/e/<token>, /u/<token>), outside the JSON API.
  app.use(createEventPageRouter(deps));
  app.use(createOptOutPageRouter(deps));

  app.use((req) => { throw new AppError(404, `The route ${req.path} could not be found.`); });
  app.use(createErrorHandler(deps.logger));
  return app;
}

/** The Express router holding every /api route, for the OpenAPI coverage test. */
export function apiRouteTable(deps: ApiDeps): Router {
  const table = Router();
  [...publicApiRouters(deps), ...protectedApiRouters(deps)].forEach((r) => table.use(r));
  return table;
}
