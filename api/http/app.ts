import express, { Router, type Express } from 'express';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import type { ApiDeps } from './deps';
import { AppError } from './errors/errors';
import { useLeanJson } from './json-response';
import { authenticate } from './middleware/authenticate';
import { requestStart } from './middleware/request-start';
import { createErrorHandler } from './middleware/error-handler';
import { bySegment, routeGuard } from './route-table';
import { appRouter } from './trpc/router';
import { createContextFactory } from './trpc/context';
import { createHealthRouter } from './health';
import { createDocsRouter } from './openapi/docs-routes';
import { createConsoleRouter } from './console-routes';
import { createAuthRouter } from '../accounts/routes/auth';
import { createAccountRouter } from '../accounts/routes/account';
import { createUsersRouter } from '../accounts/routes/users';
import { createApiKeysRouter } from '../accounts/routes/api-keys';
import { createContactsRouter } from '../contacts/routes/contacts';
import { createContactImportRouter } from '../contacts/routes/contact-import';
import { createGroupsRouter } from '../groups/routes';
import { createTemplatesRouter } from '../templates/routes';
import { createSettingsRouter } from '../settings/routes';
import { createSenderIdsRouter } from '../sender-ids/routes';
import { createDashboardRouter } from '../dashboard/routes';
import { createPurchasesRouter } from '../purchases/routes';
import { createPaymentWebhooksRouter } from '../callbacks/payment-notifications';
import { createSmsRouter } from '../messaging/routes/sms';
import { createSmsPreviewRouter } from '../messaging/routes/sms-preview';
import { createBatchesRouter } from '../messaging/routes/batches';
import { createMessagesRouter } from '../messaging/routes/messages';
import { createGatewayReportsRouter } from '../messaging/routes/gateway-reports';
import { createDeliveryWebhooksRouter } from '../callbacks/sms-delivery';
import { createSmsInboundRouter } from '../callbacks/sms-inbound';
import { createUssdRouter } from '../callbacks/ussd';
import { createSmsInboxRouter } from '../messaging/routes/sms-inbox';
import { createChatTemplatesRouter } from '../chat/routes/chat-templates';
import { createChatInboxRouter } from '../chat/routes/chat-inbox';
import { createChatWebhooksRouter } from '../callbacks/chat';
import { createOptOutsRouter } from '../messaging/routes/opt-outs';
import { createOptOutPageRouter } from '../pages/opt-outs/routes';
import { createChatSendsRouter } from '../chat/routes/chat-sends';
import { createChatMessagesRouter } from '../chat/routes/chat-messages';
import { createEventsRouter } from '../events/routes/events';
import { createEventInviteesRouter } from '../events/routes/invitees';
import { createEventPaymentsRouter } from '../events/routes/payments';
import { createEventStagesRouter } from '../events/routes/stages';
import { createEventReportsRouter } from '../events/routes/reports';
import { createEventCheckInsRouter } from '../events/routes/check-ins';
import { createDoorRouter } from '../events/routes/door';
import { createEventMembersRouter } from '../events/routes/members';
import { createEventCardsRouter } from '../events/routes/cards';
import { createEventPageRouter } from '../pages/events/routes';
import { createHarambeePageRouter } from '../pages/harambee/routes';
import { createWebhookEndpointsRouter } from '../webhooks/routes';

/** Routers under /api that need no token (webhooks join them later). */
function publicApiRouters(deps: ApiDeps): Router[] {
  return [
    createAuthRouter(deps),
    createPaymentWebhooksRouter(deps),
    createDeliveryWebhooksRouter(deps),
    createSmsInboundRouter(deps),
    createUssdRouter(deps),
    createChatWebhooksRouter(deps),
  ];
}

/** Routers under /api behind the bearer token; each route checks its own permission. */
function protectedApiRouters(deps: ApiDeps): Router[] {
  return [
    createAccountRouter(deps),
    createUsersRouter(deps),
    createApiKeysRouter(deps),
    createContactImportRouter(deps),
    createContactsRouter(deps),
    createGroupsRouter(deps),
    createTemplatesRouter(deps),
    createSettingsRouter(deps),
    createSenderIdsRouter(deps),
    createDashboardRouter(deps),
    createPurchasesRouter(deps),
    createSmsInboxRouter(deps),
    createSmsRouter(deps),
    createSmsPreviewRouter(deps),
    createBatchesRouter(deps),
    createMessagesRouter(deps),
    createGatewayReportsRouter(deps),
    createChatTemplatesRouter(deps),
    createChatInboxRouter(deps),
    createOptOutsRouter(deps),
    createChatSendsRouter(deps),
    createChatMessagesRouter(deps),
    createEventsRouter(deps),
    createEventInviteesRouter(deps),
    createEventPaymentsRouter(deps),
    createEventStagesRouter(deps),
    createEventReportsRouter(deps),
    createEventCheckInsRouter(deps),
    createDoorRouter(deps),
    createEventMembersRouter(deps),
    createEventCardsRouter(deps),
    createWebhookEndpointsRouter(deps),
  ];
}

/** Builds the REST + tRPC application (no listen: main.ts and the tests decide the port). */
export function createApp(deps: ApiDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // JSON answers are built per request: an ETag would cost a hash of every body for clients that never revalidate.
  app.set('etag', false);
  // One spelling per route: /api/x/ and /API/x are not /api/x (a handler that checks a signature over bytes kept for
  // its own path must never be reached under another).
  app.set('strict routing', true);
  app.set('case sensitive routing', true);
  useLeanJson(app);
  app.use(requestStart(deps.logger));

  // Gated by first path segment like the API's routers: an /api request does not walk their routes.
  app.use(bySegment(createHealthRouter(deps)));
  app.use(bySegment(createDocsRouter(deps.config.publicBaseUrl)));
  app.use(bySegment(createConsoleRouter()));
  app.use('/trpc', createExpressMiddleware({ router: appRouter, createContext: createContextFactory(deps) }));

  const api = Router({ strict: true, caseSensitive: true });
  const publicRouters = publicApiRouters(deps);
  const protectedRouters = protectedApiRouters(deps);
  const table = Router();
  [...publicRouters, ...protectedRouters].forEach((r) => table.use(r));
  api.use(routeGuard(table));
  publicRouters.forEach((r) => api.use(bySegment(r)));
  api.use(authenticate(deps));
  protectedRouters.forEach((r) => api.use(bySegment(r)));
  app.use('/api', api);
  // The public pages live at the root (PUBLIC_BASE_URL/e/<token>, /c/<code>, /u/<token>), outside the JSON API.
  app.use(createEventPageRouter(deps));
  app.use(createHarambeePageRouter(deps));
  app.use(createOptOutPageRouter(deps));

  app.use((req) => {
    throw new AppError(404, 'route_not_found', `The route ${req.path} could not be found.`);
  });
  app.use(createErrorHandler(deps.logger));
  return app;
}

/** The Express router holding every /api route, for the OpenAPI coverage test. */
export function apiRouteTable(deps: ApiDeps): Router {
  const table = Router();
  [...publicApiRouters(deps), ...protectedApiRouters(deps)].forEach((r) => table.use(r));
  return table;
}
