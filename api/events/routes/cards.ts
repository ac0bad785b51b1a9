import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateQuery } from '../../http/middleware/validate';
import { notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { cardQuery, type CardQuery } from '../schemas/cards';
import { cardView, type CardView } from '../cards/card-view';
import { cardRenderer } from '../cards/card-renderer';
import { findTenantEvent } from '../../../db/events/events';
import { findEventInvitee } from '../../../db/events/invitees';
import { printableCards } from '../../../db/events/cards';
import { requireTenantEventParam } from '../event-param';

/** Bumped when the card's drawing changes, so that the ETag of an unchanged card's data changes with it. */
const CARD_DESIGN = 'card-1';

/** A strong ETag over what the card shows: a reissued code, a renamed guest or event is a new card. */
export const cardEtag = (view: CardView): string =>
  `"${createHash('sha256').update(CARD_DESIGN).update(JSON.stringify(view)).digest('base64url').slice(0, 27)}"`;

/**
 * Sends a card's PNG, or 304 when the client holds this very card (If-None-Match): a revalidation costs a query and a
 * hash, never a drawing. Private (it carries the entry code) and revalidated on each use (a reissue replaces it).
 */
export async function sendCardPng(req: Request, res: Response, view: CardView, cacheControl: string): Promise<void> {
  res.set({ ETag: cardEtag(view), 'Cache-Control': cacheControl });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const png = await cardRenderer().render({ kind: 'png', card: view });
  res.type('image/png').send(png);
}

/** Entry cards (issue 34 §1): one invitee's card as a PNG, every card of the event as a PDF to print. */
export function createEventCardsRouter(_deps: ApiDeps): Router {
  const router = Router();
  router.param('event_id', requireTenantEventParam);
  const eventOf = async (req: Request) => {
    const event = await findTenantEvent(tenantAuth(req).tenantId, idParam(req, 'event_id'));
    if (!event) throw notFound('Event');
    return event;
  };

  router.get(
    '/events/:event_id/invitees/:invitee_id/card.png',
    requirePermission('events.view'),
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
    requirePermission('events.view'),
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
