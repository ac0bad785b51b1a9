import type { MessagePort } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import { cardSvg } from './card-svg';
import { renderCardsPdf } from './cards-pdf';
import type { CardView } from './card-view';

/** What a card thread draws: one card as a PNG, or many as a PDF. */
export type CardJob = { kind: 'png'; card: CardView } | { kind: 'pdf'; title: string; cards: CardView[] };

/** A job as the pool hands it over, with a port on which the thread says when it starts (the budget counts from there). */
export interface CardThreadTask {
  job: CardJob;
  port: MessagePort;
}

/** An SVG built by card-svg.ts (text escaped, no images or links): resvg needs only the system's fonts for it. */
function renderPng(card: CardView): Uint8Array {
  const svg = new Resvg(cardSvg(card), { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } });
  return svg.render().asPng();
}

/** The entry point of a card thread (piscina loads this file in each thread of the pool, card-renderer.ts). */
export default async function renderInThread({ job, port }: CardThreadTask): Promise<Uint8Array> {
  try {
    port.postMessage('started');
    return job.kind === 'png' ? renderPng(job.card) : new Uint8Array(await renderCardsPdf(job.title, job.cards));
  } finally {
    port.close();
  }
}
