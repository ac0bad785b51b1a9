import { Router, type Request } from 'express';
import type { ApiDeps } from '../../http/deps';
import { tenantAuth } from '../../http/middleware/authenticate';
import { requireEventPermission } from '../event-access';
import { notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { writeInviteeReportCsv } from '../reports/report-csv';
import { renderEventReportPdf } from '../reports/report-pdf';
import { findTenantEvent } from '../../../db/events/events';
import {
  eventPaymentsByMethod,
  eventReportSummary,
  reportInviteePages,
  topOutstandingPledges,
} from '../../../db/events/report';
import { requireTenantEventParam } from '../event-param';

const TOP_OUTSTANDING = 10;

/** The organiser's reports (beyond the interface, docs/decisions.md §11): every invitee as CSV, a one-page PDF summary. */
export function createEventReportsRouter(deps: ApiDeps): Router {
  const router = Router();
  router.param('event_id', requireTenantEventParam);
  const eventOf = async (req: Request) => {
    const event = await findTenantEvent(tenantAuth(req).tenantId, idParam(req, 'event_id'));
    if (!event) throw notFound('Event');
    return event;
  };

  router.get('/events/:event_id/report.csv', requireEventPermission(deps, 'events.view'), async (req, res) => {
    const event = await eventOf(req);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="event-${event.id}-invitees.csv"`,
    });
    await writeInviteeReportCsv(reportInviteePages(deps.sequelize, event.tenantId, event.id), res);
  });

  router.get('/events/:event_id/report.pdf', requireEventPermission(deps, 'events.view'), async (req, res) => {
    const event = await eventOf(req);
    const [summary, topOutstanding, paymentsByMethod] = await Promise.all([
      eventReportSummary(deps.sequelize, event.tenantId, event.id),
      topOutstandingPledges(deps.sequelize, event.tenantId, event.id, TOP_OUTSTANDING),
      eventPaymentsByMethod(deps.sequelize, event.tenantId, event.id),
    ]);
    const pdf = await renderEventReportPdf({
      organization: tenantAuth(req).tenant.name,
      event,
      summary,
      topOutstanding,
      paymentsByMethod,
      generatedAt: new Date(),
    });
    res
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="event-${event.id}-report.pdf"`,
      })
      .send(pdf);
  });

  return router;
}
