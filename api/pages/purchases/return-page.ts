import { createHash } from 'node:crypto';
import type { Purchase } from '../../../db/models';
import { escapeHtml } from '../escape-html';
import { pageLanguage } from '../language';
import { RETURN_PAGE_TEXT, type ReturnPageText } from './text';

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f5f9;color:#1d2733}
main{max-width:28rem;margin:3rem auto;padding:1.75rem;background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(0,0,0,.08)}
h1{font-size:1.3rem;margin:0 0 1rem}.lang{display:block;text-align:right;margin:0 0 .5rem}.paid{color:#15803d}.failed{color:#991b1b}.processing{color:#92400e}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#5b6b7c}dd{margin:0;font-weight:600}`;

/**
 * The page's Content-Security-Policy: its one inline stylesheet (allowed by hash) and nothing else, no scripts at all.
 * The tracking id in its URL is all a visitor needs, so the page shows the purchase only, never the balance.
 */
export const RETURN_PAGE_POLICY = {
  'style-src': [`'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`],
};

/** The page's link to itself in the other language, keeping the provider's query (the tracking id). */
function languageLink(text: ReturnPageText, query: URLSearchParams): string {
  const other = new URLSearchParams(query);
  other.set('lang', text.otherLanguage.lang);
  return `<a class="lang" id="language" href="?${escapeHtml(other.toString())}">${escapeHtml(text.otherLanguage.label)}</a>`;
}

function layout(text: ReturnPageText, query: URLSearchParams, title: string, body: string, refresh: boolean): string {
  return `<!doctype html><html lang="${text.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${languageLink(text, query)}${body}</main></body></html>`;
}

const outcomeOf = (purchase: Purchase): 'paid' | 'failed' | 'processing' =>
  purchase.status === 'approved' ? 'paid' : purchase.status === 'pending' ? 'processing' : 'failed';

const creditsOf = (purchase: Purchase): string =>
  `${purchase.smsQuantity.toLocaleString('en-US')} ${purchase.channel === 'chat' ? 'chat' : 'SMS'}`;

function message(text: ReturnPageText, purchase: Purchase, outcome: 'paid' | 'failed' | 'processing'): string {
  if (outcome === 'paid') return text.paid(creditsOf(purchase));
  if (outcome === 'processing') return text.processing(creditsOf(purchase));
  return purchase.failureReason === 'reversed' ? text.reversed : text.failed(creditsOf(purchase));
}

/** The console's screen of the purchase: it follows the outcome and shows the balance to a signed-in member. */
const consolePurchasePath = (id: number): string => `/app/credits/purchases/${id}`;

/**
 * The page the payer's browser lands on after checkout: the outcome (paid / failed / still processing) of the
 * purchase, in Kiswahili unless `lang=en`; `query` is the page's own query string (the provider's tracking id).
 */
export function renderReturnPage(purchase: Purchase | null, query: URLSearchParams): string {
  const text = RETURN_PAGE_TEXT[pageLanguage(query.get('lang'))];
  if (!purchase) {
    return layout(
      text,
      query,
      text.notFound.title,
      `<h1 id="outcome" data-outcome="unknown">${escapeHtml(text.notFound.heading)}</h1><p>${escapeHtml(text.notFound.message)}</p>`,
      false,
    );
  }
  const outcome = outcomeOf(purchase);
  const { labels } = text;
  const details = `<dl><dt>${labels.reference}</dt><dd id="reference">${escapeHtml(purchase.merchantReference ?? String(purchase.id))}</dd>
<dt>${labels.amount}</dt><dd id="amount">TZS ${purchase.totalAmount.toLocaleString('en-US')}</dd>
<dt>${labels.credits}</dt><dd id="credits">${creditsOf(purchase)}</dd>
${purchase.paymentMethod ? `<dt>${labels.method}</dt><dd id="method">${escapeHtml(purchase.paymentMethod)}</dd>` : ''}
${purchase.confirmationCode ? `<dt>${labels.confirmation}</dt><dd id="confirmation">${escapeHtml(purchase.confirmationCode)}</dd>` : ''}</dl>`;
  return layout(
    text,
    query,
    text.heading[outcome],
    `<h1 id="outcome" class="${outcome}" data-outcome="${outcome}">${escapeHtml(text.heading[outcome])}</h1>
<p id="message">${escapeHtml(message(text, purchase, outcome))}</p>${details}
<p><a id="back" href="${consolePurchasePath(purchase.id)}">${escapeHtml(text.back)}</a></p>`,
    outcome === 'processing',
  );
}
