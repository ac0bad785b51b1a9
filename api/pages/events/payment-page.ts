import type { EventPledgeOrder } from '../../../db/models';
import { formatTzs } from '../../../domain/events/placeholders';
import { escapeHtml } from '../escape-html';
import { renderDocument } from '../layout';
import type { PageLanguage, PageText } from './text';

export interface PaymentPageView {
  text: PageText;
  language: PageLanguage;
  pagePath: string;
  order: EventPledgeOrder;
}

type Outcome = 'paid' | 'failed' | 'processing';

const outcomeOf = (order: EventPledgeOrder): Outcome =>
  order.status === 'paid' ? 'paid' : order.status === 'pending' ? 'processing' : 'failed';

/**
 * Where the payer's browser lands after the provider's checkout: the outcome (paid, failed, or still processing, in
 * which case the page refreshes itself every 5 s) and the way back to the event page.
 */
export function renderPaymentPage(view: PaymentPageView): string {
  const { text, order } = view;
  const outcome = outcomeOf(order);
  const confirmation =
    order.status === 'paid' && order.confirmationCode
      ? `<dt>${escapeHtml(text.payment.confirmation)}</dt><dd id="confirmation">${escapeHtml(order.confirmationCode)}</dd>`
      : '';
  const back = `${view.pagePath}${view.language === 'en' ? '?lang=en' : ''}`;
  const body = `<section><h1 id="outcome" class="${outcome}" data-outcome="${outcome}">${escapeHtml(text.payment.title[outcome])}</h1>
<p id="message">${escapeHtml(text.payment.body[outcome])}</p>
<dl class="bank"><dt>${escapeHtml(text.payment.amount)}</dt><dd id="amount">${formatTzs(order.amount)}</dd>${confirmation}</dl>
<p><a id="back" href="${escapeHtml(back)}">${escapeHtml(text.payment.back)}</a></p></section>`;
  return renderDocument(text, text.payment.title[outcome], body, outcome === 'processing' ? 5 : undefined);
}
