/** The gateway's own routes (docs/providers.md §1.1), mounted under `/api/sms/v1`, all behind Basic auth. */
import { Router, type RequestHandler } from 'express';
import type { Logger } from '../../infra/logger';
import { requireBasicAuth, type BasicCredentials } from './middleware';
import { presentLogRow, presentReportRow } from './presenters';
import { submitSend, type SendDeps } from './send';
import { parseLogQuery, parseMultiBody, parseReportQuery, parseSingleBody, type ParsedMessage } from './validation';

/** What `/balance` shows while the balance is unlimited (the wire field is always a number). */
export const UNLIMITED_BALANCE = 999_999_999;

export interface GatewayRouterDeps extends SendDeps {
  credentials: BasicCredentials | null;
  log: Logger;
}

function handleSend(
  deps: GatewayRouterDeps,
  parse: (body: unknown) => ParsedMessage[],
  testMode: boolean,
): RequestHandler {
  return (req, res) => {
    const outcome = submitSend(deps, parse(req.body), testMode);
    switch (outcome.kind) {
      case 'throttled':
        res.set('Retry-After', '1').status(429).json({ error: 'Too Many Requests' });
        return;
      case 'failed-first-try':
        res.status(500).json({ error: 'Internal Server Error' });
        return;
      case 'accepted':
        deps.log.debug({ path: req.path, entries: outcome.entries.length, testMode }, 'sms send answered');
        res.json({ messages: outcome.entries });
    }
  };
}

/** Reports are not drained: reading one leaves it readable again (docs/providers.md §1.7.6). */
function listReports(deps: GatewayRouterDeps): RequestHandler {
  return (req, res) => {
    const { store } = deps;
    const filter = parseReportQuery(req.query);
    if (filter.messageId !== undefined) {
      const message = store.getMessage(filter.messageId);
      const report = store.getReport(filter.messageId);
      res.json({ results: message && report ? [presentReportRow(message, report)] : [] });
      return;
    }
    const results = store.listReports(filter).flatMap((report) => {
      const message = store.getMessage(report.messageId);
      return message ? [presentReportRow(message, report)] : [];
    });
    res.json({ results });
  };
}

function listLogs(deps: GatewayRouterDeps): RequestHandler {
  return (req, res) => {
    const { store } = deps;
    const results = store
      .listLogs(parseLogQuery(req.query))
      .map((message) => presentLogRow(message, store.getReport(message.messageId)));
    res.json({ results });
  };
}

export function createGatewayRouter(deps: GatewayRouterDeps): Router {
  const router = Router();
  router.use(requireBasicAuth(deps.credentials));
  router.post('/text/single', handleSend(deps, parseSingleBody, false));
  router.post('/test/text/single', handleSend(deps, parseSingleBody, true));
  router.post('/text/multi', handleSend(deps, parseMultiBody, false));
  router.get('/reports', listReports(deps));
  router.get('/logs', listLogs(deps));
  router.get('/balance', (_req, res) => {
    res.json({ sms_balance: deps.store.balance ?? UNLIMITED_BALANCE });
  });
  return router;
}
