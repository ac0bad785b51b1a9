import { Router, type Request } from 'express';
import type { ApiDeps } from '../../http/deps';
import { tenantAuth } from '../../http/middleware/authenticate';
import { requireEventPermission } from '../event-access';
import { validateQuery } from '../../http/middleware/validate';
import { notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { cardQuery, type CardQuery } from '../schemas/cards';
import { cardView } from '../cards/card-view';
import { cardRenderer } from '../cards/card-renderer';
import { sendCardPng } from '../cards/send-card';
import { findTenantEvent } from '../../../db/events/events';
import { findEventInvitee } from '../../../db/events/invitees';
import { printableCards } from '../../../db/events/cards';
import { requireTenantEventParam } from '../event-param';

/** Entry cards (issue 34 §1): one invitee's card as a PNG, every card of the event as a PDF to print. */
export function createEventCardsRouter(deps: ApiDeps): Router {
  const router = Router();
  router.param('event_id', requireTenantEventParam);
  const eventOf = async (req: Request) => {
    const event = await findTenantEvent(tenantAuth(req).tenantId, idParam(req, 'event_id'));
    if (!event) throw notFound('Event');
    return event;
  };

  router.get(
    '/events/:event_id/invitees/:invitee_id/card.png',
    requireEventPermission(deps, 'events.view'),
    validateQuery(cardQuery),
    async (req, res) => {
      const event = await eventOf(req);
      const invitee = await findEventInvitee(event.tenantId, event.id, idParam(req, 'invitee_id'));
      if (!invitee) throw notFound('Invitee');
      const { lang } = res.locals.query as CardQuery;
      await sendCardPng(req, res, cardView(event, invitee, lang), 'private, no-cache');
    },
  );

  router.get(
    '/events/:event_id/cards.pdf',
    requireEventPermission(deps, 'events.view'),
    validateQuery(cardQuery),
    async (req, res) => {
      const event = await eventOf(req);
      const { lang } = res.locals.query as CardQuery;
      const cards = (await printableCards(event.tenantId, event.id)).map((invitee) => cardView(event, invitee, lang));
      const pdf = await cardRenderer().render({ kind: 'pdf', title: `${event.name}: entry cards`, cards });
      res
        .set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="event-${event.id}-cards.pdf"`,
          'Cache-Control': 'private, no-store',
        })
        .send(pdf);
    },
  );

  return router;
}
