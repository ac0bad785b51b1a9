import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import cookieParser from 'cookie-parser';
import type { ApiDeps } from '../../deps';
import { AppError } from '../../errors';
import { renderMessagePage } from '../public-page/layout';
import { renderEventPage, type EventPageView } from '../public-page/event-page';
import { renderPaymentPage } from '../public-page/payment-page';
import { createPageSecurity } from '../public-page/page-security';
import { parseAnswer, parseShillings, payAmountError } from '../public-page/page-forms';
import { pageLanguage, pageText, type PageLanguage, type PageText } from '../public-page/text';
import { applyPublicChange, findPublicInvitee, type PublicChange, type PublicInvitee } from '../../../db/events/public-invitee';
import { findPledgeOrderByTrackingId } from '../../../db/events/pledge-orders';
import { refreshPledgeOrder } from '../../../lib/events/pledge-payment-refresh';
import { PledgeCheckoutUnavailableError, startPledgeCheckout } from '../../../lib/events/pledge-checkout';
import { paymentWebhookPath } from '../../payments/checkout';
import { isPublicTokenShape } from '../../../lib/events/public-token';

/** An open invitee page: who, in which language, at which path. */
interface OpenPage extends PublicInvitee {
  token: string;
  language: PageLanguage;
  text: PageText;
  pagePath: string;
}

/**
 * The invitee's public page (decisions §8) at `PUBLIC_BASE_URL/e/<token>`: server-rendered HTML without login or
 * scripts, Kiswahili unless `?lang=en`. RSVP and pledge posts are CSRF-protected and answered with a redirect back
 * (post/redirect/get); "pay online" redirects to the payment provider, which returns the payer to `/payment`.
 * Unknown or malformed tokens, and any other path under /e, get a plain 404 page.
 */
export function createEventPageRouter(deps: ApiDeps): Router {
  const router = Router();
  const security = createPageSecurity(deps.config);
  const basePath = new URL(deps.config.publicBaseUrl).pathname.replace(/\/+$/, '');

  router.use('/e', security.headers, cookieParser(), express.urlencoded({ extended: false, limit: '10kb' }), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const notFound = (res: Response, language: PageLanguage) => {
    const text = pageText(language);
    res.status(404).type('html').send(renderMessagePage(text, text.notFound.title, text.notFound.body));
  };

  /** The page of `:token`, or null after answering 404 (malformed tokens never reach the database). */
  const open = async (req: Request, res: Response, language: PageLanguage): Promise<OpenPage | null> => {
    const token = String(req.params.token);
    const found = isPublicTokenShape(token) ? await findPublicInvitee(token) : null;
    if (!found) {
      notFound(res, language);
      return null;
    }
    return { ...found, token, language, text: pageText(language), pagePath: `${basePath}/e/${token}` };
  };

  /** A form post: the page, after the CSRF check (403 page when it fails). */
  const openForPost = async (req: Request, res: Response): Promise<OpenPage | null> => {
    const page = await open(req, res, pageLanguage((req.body as Record<string, unknown> | undefined)?.lang));
    if (page && !security.isFormTokenValid(req)) {
      res.status(403).type('html').send(renderMessagePage(page.text, page.event.name, page.text.errors.expiredForm, { href: page.pagePath, label: page.event.name }));
      return null;
    }
    return page;
  };

  const sendPage = (req: Request, res: Response, status: number, page: OpenPage, extra: Pick<EventPageView, 'notice' | 'formError'> = {}) => {
    const csrfToken = security.issueFormToken(req, res, page.pagePath);
    res.status(status).type('html').send(renderEventPage({ ...page, csrfToken, ...extra }));
  };

  const back = (page: OpenPage, done: 'rsvp' | 'pledge') => `${page.pagePath}?${page.language === 'en' ? 'lang=en&' : ''}done=${done}`;

  /** Saves an invitee's own change, then back to the page; a cancelled event is shown again, unchanged (409). */
  const saveChange = async (req: Request, res: Response, page: OpenPage, change: PublicChange) => {
    const result = await applyPublicChange(deps.sequelize, page.token, change);
    if (result === null) return notFound(res, page.language);
    if (result === 'cancelled') return sendPage(req, res, 409, { ...page, event: await page.event.reload() });
    res.redirect(303, back(page, change.kind));
  };

  router.get('/e/:token', async (req, res) => {
    const page = await open(req, res, pageLanguage(req.query.lang));
    if (!page) return;
    const done = req.query.done === 'rsvp' || req.query.done === 'pledge' ? req.query.done : undefined;
    sendPage(req, res, 200, page, { notice: done ? { kind: 'ok', message: page.text.done[done] } : undefined });
  });

  router.post('/e/:token/rsvp', async (req, res) => {
    const page = await openForPost(req, res);
    if (!page) return;
    const answer = parseAnswer(req.body.answer);
    if (!answer) return sendPage(req, res, 422, page, { formError: { form: 'rsvp', message: page.text.errors.answer, value: '' } });
    await saveChange(req, res, page, { kind: 'rsvp', answer });
  });

  router.post('/e/:token/pledge', async (req, res) => {
    const page = await openForPost(req, res);
    if (!page) return;
    const amount = parseShillings(req.body.amount);
    if (amount === null) return sendPage(req, res, 422, page, { formError: { form: 'pledge', message: page.text.errors.amount, value: String(req.body.amount ?? '') } });
    await saveChange(req, res, page, { kind: 'pledge', amount });
  });

  router.post('/e/:token/pay', async (req, res) => {
    const page = await openForPost(req, res);
    if (!page) return;
    if (page.event.status === 'cancelled') return sendPage(req, res, 409, page);
    const amount = parseShillings(req.body.amount);
    const error = payAmountError(amount, page.invitee, page.text);
    if (error) return sendPage(req, res, 422, page, { formError: { form: 'pay', message: error, value: String(req.body.amount ?? '') } });
    try {
      const base = deps.config.publicBaseUrl;
      res.redirect(303, await startPledgeCheckout(deps, page, {
        amount: amount!, language: page.language, ipnUrl: `${base}${paymentWebhookPath}`, returnUrl: `${base}/e/${page.token}/payment`,
      }));
    } catch (err) {
      if (!(err instanceof PledgeCheckoutUnavailableError)) throw err;
      res.status(502).type('html').send(renderMessagePage(page.text, page.event.name, page.text.errors.providerDown, { href: page.pagePath, label: page.text.payment.back }));
    }
  });

  router.get('/e/:token/payment', async (req, res) => {
    const trackingId = typeof req.query.OrderTrackingId === 'string' ? req.query.OrderTrackingId.trim().slice(0, 100) : '';
    const found = trackingId === '' ? null : await findPledgeOrderByTrackingId(trackingId);
    const page = await open(req, res, pageLanguage(req.query.lang ?? found?.language));
    if (!page) return;
    if (!found || found.eventInviteeId !== page.invitee.id) return notFound(res, page.language);
    const order = await refreshPledgeOrder(deps, found).then((r) => r.order, (err: unknown) => {
      deps.logger.warn({ err, orderId: found.id }, 'pledge payment status could not be checked');
      return found;
    });
    res.type('html').send(renderPaymentPage({ text: page.text, language: page.language, pagePath: page.pagePath, order }));
  });

  router.use('/e', (req, res) => notFound(res, pageLanguage(req.query.lang)));
  router.use('/e', pageErrorHandler(deps));
  return router;
}

/** Errors of the public pages are HTML too: a body too large or malformed is a 4xx page, anything else a logged 500. */
function pageErrorHandler(deps: ApiDeps): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const text = pageText(pageLanguage(req.query.lang));
    const status = err instanceof AppError ? err.status : typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) deps.logger.error({ err, requestId: req.id, path: req.originalUrl }, 'event page failed');
    if (res.headersSent) return;
    res.status(status).type('html').send(renderMessagePage(text, text.errors.title, status === 500 ? text.errors.server : text.errors.expiredForm));
  };
}
