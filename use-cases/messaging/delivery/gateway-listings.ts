/**
 * `/delivery-reports` and `/sms-logs` (docs/interface.md §4.5, docs/decisions.md §5): the gateway's own JSON, holding only the
 * rows of this tenant's messages. The platform shares one gateway account, so rows are matched to the tenant by
 * gateway message id; the gateway cannot filter by tenant, so pages are scanned until enough rows are found.
 */
import type { SendDeps } from '../deps';
import { callProvider } from './provider-calls';
import { ingestDeliveryUpdates } from '../../../db/messaging/held-delivery-reports';
import { tenantGatewayIds } from '../../../db/messaging/message-queries';
import { reportToDeliveryUpdate } from '../../../domain/messaging/sms-status';
import type { GatewayReportRow, GatewayResults } from '../../../infra/providers/sms-gateway';

/** The gateway's largest page. */
const GATEWAY_PAGE = 1000;
/** At most this many log pages are read per request (the newest 10,000 platform messages). */
const MAX_LOG_PAGES = 10;

async function onlyTenantRows(deps: SendDeps, tenantId: number, rows: GatewayReportRow[]): Promise<GatewayReportRow[]> {
  const ids = await tenantGatewayIds(
    deps.sequelize,
    tenantId,
    rows.map((r) => String(r.messageId)),
  );
  return rows.filter((r) => ids.has(String(r.messageId)));
}

/**
 * Reports read from the gateway are applied to their messages (any tenant's): a gateway that hands out each
 * report only once (Infobip does) would otherwise lose the other tenants' reports to this listing, and a report
 * of a message whose gateway id is still being stored is held like a callback's.
 */
async function persistReports(deps: SendDeps, rows: GatewayReportRow[]): Promise<void> {
  const updates = rows.map(reportToDeliveryUpdate).filter((u) => u !== null);
  await ingestDeliveryUpdates(deps.sequelize, updates);
}

const resultsOf = (answer: GatewayResults): GatewayReportRow[] => (Array.isArray(answer.results) ? answer.results : []);

export async function tenantDeliveryReports(
  deps: SendDeps,
  tenantId: number,
  query: { messageId?: string; limit: number },
): Promise<GatewayResults> {
  if (query.messageId) {
    const owned = await tenantGatewayIds(deps.sequelize, tenantId, [query.messageId]);
    if (owned.size === 0) return { results: [] };
  }
  const answer = await callProvider(() =>
    deps.smsGateway.getReports({ messageId: query.messageId, limit: query.messageId ? query.limit : GATEWAY_PAGE }),
  );
  const rows = resultsOf(answer);
  await persistReports(deps, rows);
  return { ...answer, results: (await onlyTenantRows(deps, tenantId, rows)).slice(0, query.limit) };
}

export async function tenantSmsLogs(
  deps: SendDeps,
  tenantId: number,
  query: { to?: string; limit: number; offset: number },
): Promise<GatewayResults> {
  const wanted = query.offset + query.limit;
  const found: GatewayReportRow[] = [];
  let last: GatewayResults = { results: [] };
  for (let page = 0; page < MAX_LOG_PAGES && found.length < wanted; page++) {
    last = await callProvider(() =>
      deps.smsGateway.getLogs({ to: query.to, limit: GATEWAY_PAGE, offset: page * GATEWAY_PAGE }),
    );
    const rows = resultsOf(last);
    found.push(...(await onlyTenantRows(deps, tenantId, rows)));
    if (rows.length < GATEWAY_PAGE) break;
  }
  return { ...last, results: found.slice(query.offset, wanted) };
}
