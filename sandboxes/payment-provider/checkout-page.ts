import express, { type Request, type Response, type Router } from 'express';
import type { SandboxContext } from './context';
import { isRecord } from './errors';
import { buildCallbackUrl, STATUS_DESCRIPTIONS } from './orders';
import { settleOrder } from './settlement';
import type { Order } from './store';

/** Values end up in the status object's `payment_method`; labels are what a Tanzanian payer sees. */
export const CHECKOUT_METHODS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'MpesaTZ', label: 'M-Pesa' },
  { value: 'TigoPesaTZ', label: 'Tigo Pesa' },
  { value: 'AirtelMoneyTZ', label: 'Airtel Money' },
  { value: 'Visa', label: 'Visa' },
];

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f5f9;color:#1d2733}
main{max-width:26rem;margin:3rem auto;padding:1.75rem;background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(0,0,0,.08)}
h1{font-size:1.2rem;margin:0 0 1rem}.badge{font-size:.7rem;background:#fde68a;border-radius:4px;padding:.1rem .4rem;vertical-align:middle}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.25rem}dt{color:#5b6b7c}dd{margin:0;font-weight:600}
label{display:block;font-size:.85rem;color:#5b6b7c;margin:.9rem 0 .3rem}
select,input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #c8d1dc;border-radius:8px;font-size:1rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{flex:1;padding:.75rem;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
#complete{background:#15803d;color:#fff}#fail{background:#e5e7eb;color:#991b1b}
.status{padding:.75rem;border-radius:8px;background:#eef2ff}a{color:#1d4ed8}`;

function escapeHtml(value: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  return value.replace(/[&<>"']/g, (char) => entities[char]!);
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function formatAmount(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function renderSummary(order: Order): string {
  return `<dl>
<dt>Merchant reference</dt><dd id="merchant-reference">${escapeHtml(order.merchant_reference)}</dd>
<dt>Description</dt><dd id="description">${escapeHtml(order.description)}</dd>
<dt>Amount</dt><dd><span id="amount" data-amount="${order.amount}">${formatAmount(order.amount)}</span>
<span id="currency">${escapeHtml(order.currency)}</span></dd></dl>`;
}

/** The payer's page: summary, phone (prefilled), method and the two outcomes (providers.md 2.6 item 5). */
export function renderCheckoutPage(order: Order): string {
  const options = CHECKOUT_METHODS.map((m) => `<option value="${m.value}">${m.label}</option>`).join('');
  const phone = escapeHtml(order.billing_address.phone_number ?? '');
  // No form action: the form posts back to this page's own URL, whatever base the sandbox is served under.
  const form = `<form method="post" id="checkout-form">
<label for="method">Payment method</label><select id="method" name="method">${options}</select>
<label for="phone">Phone number</label><input id="phone" name="phone" type="tel" autocomplete="tel" value="${phone}">
<div class="actions"><button id="complete" type="submit" name="action" value="complete">Complete payment</button>
<button id="fail" type="submit" name="action" value="fail">Fail payment</button></div></form>`;
  return layout(
    'Pesapal sandbox checkout',
    `<h1>Pesapal checkout <span class="badge">SANDBOX</span></h1>${renderSummary(order)}${form}`,
  );
}

function renderSettledPage(order: Order, note = ''): string {
  const status = STATUS_DESCRIPTIONS[order.status_code];
  const back = escapeHtml(buildCallbackUrl(order, 'CALLBACKURL'));
  return layout(
    'Pesapal sandbox checkout',
    `<h1>Pesapal checkout <span class="badge">SANDBOX</span></h1>${renderSummary(order)}
<p class="status" id="status">This order is <strong>${status}</strong>.${escapeHtml(note)}</p>
<p><a id="return" href="${back}">Return to the merchant</a></p>`,
  );
}

function renderMessagePage(message: string): string {
  return layout(
    'Pesapal sandbox checkout',
    `<h1>Pesapal checkout <span class="badge">SANDBOX</span></h1><p id="message">${escapeHtml(message)}</p>`,
  );
}

function readForm(body: unknown): { action: string; method: string; phone: string } {
  const form = isRecord(body) ? body : {};
  const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
  return { action: text(form.action), method: text(form.method), phone: text(form.phone) };
}

function handleCheckoutPost(ctx: SandboxContext, req: Request<{ id: string }>, res: Response): void {
  const order = ctx.store.orders.get(req.params.id);
  if (!order) {
    res.status(404).type('html').send(renderMessagePage('Order not found.'));
    return;
  }
  const { action, method, phone } = readForm(req.body);
  const known = CHECKOUT_METHODS.some((m) => m.value === method);
  if ((action !== 'complete' && action !== 'fail') || !known) {
    res.status(400).type('html').send(renderMessagePage('Choose a payment method and press one of the buttons.'));
    return;
  }
  const outcome = settleOrder(ctx, order, action, { payment_method: method, phone });
  if (outcome.kind === 'conflict') {
    res.status(409).type('html').send(renderSettledPage(order, ' It cannot be changed from this page.'));
    return;
  }
  // 303 so the browser follows with a GET to the merchant's return page.
  res.redirect(303, buildCallbackUrl(order, 'CALLBACKURL'));
}

/** `GET|POST /checkout/:id`: the hosted payment page that `redirect_url` points at. */
export function createCheckoutRouter(ctx: SandboxContext): Router {
  const router = express.Router();
  router.get('/checkout/:id', (req: Request<{ id: string }>, res: Response) => {
    const order = ctx.store.orders.get(req.params.id);
    if (!order) {
      res.status(404).type('html').send(renderMessagePage('Order not found.'));
      return;
    }
    res.type('html').send(order.status_code === 0 ? renderCheckoutPage(order) : renderSettledPage(order));
  });
  router.post(
    '/checkout/:id',
    express.urlencoded({ extended: false }),
    (req: Request<{ id: string }>, res: Response) => {
      handleCheckoutPost(ctx, req, res);
    },
  );
  return router;
}
