import { createHash } from 'node:crypto';
import type { Purchase } from '../../../db/models';
import { escapeHtml } from '../escape-html';

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f5f9;color:#1d2733}
main{max-width:28rem;margin:3rem auto;padding:1.75rem;background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(0,0,0,.08)}
h1{font-size:1.3rem;margin:0 0 1rem}.paid{color:#15803d}.failed{color:#991b1b}.processing{color:#92400e}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#5b6b7c}dd{margin:0;font-weight:600}`;

/**
 * The page's Content-Security-Policy: its one inline stylesheet (allowed by hash) and nothing else, no scripts at all.
 * The tracking id in its URL is all a visitor needs, so the page shows the purchase only, never the balance.
 */
export const RETURN_PAGE_POLICY = {
  'style-src': [`'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`],
};

function layout(title: string, body: string, refresh: boolean): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

const outcomeOf = (purchase: Purchase): 'paid' | 'failed' | 'processing' =>
  purchase.status === 'approved' ? 'paid' : purchase.status === 'pending' ? 'processing' : 'failed';

const HEADINGS = {
  paid: 'Payment received',
  failed: 'Payment not completed',
  processing: 'Payment is still processing',
};

function message(purchase: Purchase, outcome: 'paid' | 'failed' | 'processing'): string {
  const credits = `${purchase.smsQuantity.toLocaleString('en-US')} ${purchase.channel === 'chat' ? 'chat' : 'SMS'} credits`;
  if (outcome === 'paid') return `Thank you. ${credits} were added to your balance.`;
  if (outcome === 'processing')
    return `We are waiting for the payment provider to confirm your payment for ${credits}. This page refreshes by itself.`;
  return purchase.failureReason === 'reversed'
    ? 'This payment was reversed, so its credits were taken back.'
    : `The payment for ${credits} did not go through and no credits were added. You can start a new purchase; if money left your account, contact support with the reference below.`;
}

/** The console's screen of the purchase: it follows the outcome and shows the balance to a signed-in member. */
const consolePurchasePath = (id: number): string => `/app/credits/purchases/${id}`;

/** The page the payer's browser lands on after checkout: the outcome (paid / failed / still processing) of the purchase. */
export function renderReturnPage(purchase: Purchase | null): string {
  if (!purchase) {
    return layout(
      'Payment',
      '<h1 id="outcome" data-outcome="unknown">Payment not found</h1><p>We could not find this payment. Check your purchase history.</p>',
      false,
    );
  }
  const outcome = outcomeOf(purchase);
  const details = `<dl><dt>Reference</dt><dd id="reference">${escapeHtml(purchase.merchantReference ?? String(purchase.id))}</dd>
<dt>Amount</dt><dd id="amount">TZS ${purchase.totalAmount.toLocaleString('en-US')}</dd>
<dt>Credits</dt><dd id="credits">${purchase.smsQuantity.toLocaleString('en-US')} ${purchase.channel === 'chat' ? 'chat' : 'SMS'}</dd>
${purchase.paymentMethod ? `<dt>Method</dt><dd id="method">${escapeHtml(purchase.paymentMethod)}</dd>` : ''}
${purchase.confirmationCode ? `<dt>Confirmation</dt><dd id="confirmation">${escapeHtml(purchase.confirmationCode)}</dd>` : ''}</dl>`;
  return layout(
    HEADINGS[outcome],
    `<h1 id="outcome" class="${outcome}" data-outcome="${outcome}">${HEADINGS[outcome]}</h1>
<p id="message">${escapeHtml(message(purchase, outcome))}</p>${details}
<p><a id="back" href="${consolePurchasePath(purchase.id)}">Back to your account</a></p>`,
    outcome === 'processing',
  );
}
