import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { cardRenderer } from './card-renderer';
import type { CardView } from './card-view';

/** Bumped when the card's drawing changes, so that the ETag of an unchanged card's data changes with it. */
const CARD_DESIGN = 'card-1';

/** A strong ETag over what the card shows: a reissued code, a renamed guest or event is a new card. */
export const cardEtag = (view: CardView): string =>
  `"${createHash('sha256').update(CARD_DESIGN).update(JSON.stringify(view)).digest('base64url').slice(0, 27)}"`;

/**
 * Sends a card's PNG, or 304 when the client holds this very card (If-None-Match): a revalidation costs a query and a
 * hash, never a drawing. `cacheControl` keeps it private (it carries the entry code): a reissue must replace it.
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
