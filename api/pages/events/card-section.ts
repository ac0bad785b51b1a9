import type { Event, EventInvitee } from '../../../db/models';
import type { PageLanguage } from '../../../domain/events/vocabulary';
import { cardText } from '../../events/cards/card-text';
import { escapeHtml } from '../escape-html';
import { languageQuery } from '../language';
import { renderDocument } from '../layout';
import type { PageText } from './text';

/** What the card needs of an open invitee page. */
export interface CardPageView {
  text: PageText;
  language: PageLanguage;
  /** The invitee's page (`/e/<token>`): the card is `<pagePath>/card.png`, its own page `<pagePath>/card`. */
  pagePath: string;
  invitee: EventInvitee;
  event: Event;
}

/** A declined invitee has no card, nor does anyone of a cancelled event (the door admits neither). */
export const hasCard = (view: Pick<CardPageView, 'invitee' | 'event'>): boolean =>
  view.invitee.status !== 'declined' && view.event.status !== 'cancelled';

function cardImage(view: CardPageView): string {
  const text = cardText(view.language);
  const src = `${view.pagePath}/card.png${languageQuery(view.language)}`;
  return `<img id="card-image" src="${escapeHtml(src)}" alt="${escapeHtml(text.page.imageAlt(view.invitee.name))}">`;
}

/** The card on the invitee's page: the image (the QR code the door scans) and a link to the card's own page. */
export function cardSection(view: CardPageView): string {
  if (!hasCard(view)) return '';
  const text = cardText(view.language);
  const own = `${view.pagePath}/card${languageQuery(view.language)}`;
  return `<section id="card"><h2>${escapeHtml(text.page.title)}</h2>${cardImage(view)}
<p class="muted">${escapeHtml(text.page.hint)}</p><p><a id="card-page-link" href="${escapeHtml(own)}">${escapeHtml(text.page.open)}</a></p></section>`;
}

/**
 * The card's own page (`/e/<token>/card`, what `{card_link}` opens): the card alone, to show at the door without
 * scrolling past the forms; a declined invitee is told why there is none.
 */
export function renderCardPage(view: CardPageView): string {
  const text = cardText(view.language);
  const body = hasCard(view)
    ? `${cardImage(view)}<p class="muted">${escapeHtml(text.page.hint)}</p>`
    : `<p id="no-card">${escapeHtml(view.event.status === 'cancelled' ? view.text.cancelled : text.page.declined)}</p>`;
  const back = `${view.pagePath}${languageQuery(view.language)}`;
  return renderDocument(
    view.text,
    `${text.page.title}: ${view.event.name}`,
    `<section id="card"><h1>${escapeHtml(view.event.name)}</h1>${body}<p><a id="back" href="${escapeHtml(back)}">${escapeHtml(text.page.back)}</a></p></section>`,
  );
}
