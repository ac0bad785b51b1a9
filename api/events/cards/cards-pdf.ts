import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PDF_FONT, renderPdf } from '../../http/render-pdf';
import type { CardView } from './card-view';

const INK = '#1f2328';
const MUTED = '#5d6166';
const ACCENT = '#7a1f3d';
/** Two cards across, four down: eight to an A4 page, each about 98 × 68 mm, with dashed lines to cut along. */
const CARD_HEIGHT = 170;
const QR_FIT = 104;

function card(view: CardView): Content {
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: `${view.kind} · ${view.title}`.toUpperCase(), fontSize: 7, color: MUTED, characterSpacing: 0.6 },
          { text: view.eventName, bold: true, fontSize: 12, color: ACCENT, margin: [0, 3, 0, 3] },
          ...view.details.map(([label, value]): Content => ({ text: `${label}: ${value}`, fontSize: 8, color: MUTED })),
          {
            text: view.guestLabel.toUpperCase(),
            fontSize: 7,
            color: MUTED,
            characterSpacing: 0.6,
            margin: [0, 10, 0, 1],
          },
          { text: view.guestName, bold: true, fontSize: 13 },
          { text: view.badge, bold: true, fontSize: 9, color: ACCENT, margin: [0, 4, 0, 0] },
        ],
      },
      {
        width: QR_FIT,
        stack: [
          { qr: view.qrPayload, fit: QR_FIT, eccLevel: 'M' },
          { text: view.footer, fontSize: 6, color: MUTED, alignment: 'center', margin: [0, 4, 0, 0] },
        ],
      },
    ],
    columnGap: 8,
  };
}

const cutLines = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#b9b2a6',
  vLineColor: () => '#b9b2a6',
  hLineStyle: () => ({ dash: { length: 4, space: 3 } }),
  vLineStyle: () => ({ dash: { length: 4, space: 3 } }),
  paddingLeft: () => 12,
  paddingRight: () => 12,
  paddingTop: () => 12,
  paddingBottom: () => 12,
};

/** The document: the cards two to a row, a row never split across pages. */
export function cardsDocument(title: string, cards: CardView[]): TDocumentDefinitions {
  const rows: Content[][] = [];
  for (let i = 0; i < cards.length; i += 2) {
    const second = cards[i + 1];
    rows.push([card(cards[i]!), second ? card(second) : { text: '' }]);
  }
  return {
    info: { title },
    pageSize: 'A4',
    pageMargins: [20, 20, 20, 20],
    defaultStyle: { font: PDF_FONT, fontSize: 10, color: INK },
    content:
      rows.length === 0
        ? [{ text: title, bold: true }]
        : [
            {
              table: { widths: ['*', '*'], heights: CARD_HEIGHT, dontBreakRows: true, body: rows },
              layout: cutLines,
            },
          ],
  };
}

/** Every card of an event on A4 pages (pdfmake draws the QR codes). */
export function renderCardsPdf(title: string, cards: CardView[]): Promise<Buffer> {
  return renderPdf(cardsDocument(title, cards));
}
