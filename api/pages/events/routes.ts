import express, { Router } from 'express';
import cookieParser from 'cookie-parser';
import type { ApiDeps } from '../../http/deps';
import { paymentWebhookPath } from '../../../use-cases/purchases/checkout';
import { renderMessagePage } from '../layout';
import { pageErrorHandler } from '../page-errors';
import { renderPaymentPage } from './payment-page';
import { createPageSecurity } from '../page-security';
import { publicPostLimit } from '../public-post-limit';
import { InviteePages } from './invitee-pages';
import { parseAnswer, parseGuests, parseShillings, payAmountError } from './page-forms';
import { pageLanguage, pageText } from './text';
import { findPledgeOrderByTrackingId } from '../../../db/events/pledge-orders';
import { refreshPledgeOrderAndThank } from '../../../use-cases/events/pledge-payment-refresh';
import { startPledgeCheckout } from '../../../use-cases/events/pledge-checkout';
import {
  PledgeCheckoutUnavailableError,
  PledgeEventClosedError,
  TooManyPendingPledgeOrdersError,
} from '../../../domain/events/errors';
import { formField } from '../form-fields';
import { hasCard, renderCardPage } from './card-section';
import { cardView } from '../../events/cards/card-view';
import { sendCardPng } from '../../events/cards/send-card';

/**
 * The invitee's public page (docs/decisions.md §8) at `PUBLIC_BASE_URL/e/<token>`: server-rendered HTML without login or
 * scripts, Kiswahili unless `?lang=en`. RSVP and pledge posts are CSRF-protected and answered with a redirect back
 * (post/redirect/get); "pay online" redirects to the payment provider, which returns the payer to `/payment`.
 * Unknown or malformed tokens, and any other path under /e, get a plain 404 page. Every post is counted per page
 * token and per client address (429 past the limits), and its form token is spent by the change it makes.
 */
export function createEventPageRouter(deps: ApiDeps): Router {
  const router = Router();
  // The form that pays online is answered with a redirect to the provider's checkout: form-action must allow it.
  const security = createPageSecurity(deps.config, deps.sequelize, {
    name: 'event',
    formTargets: [new URL(deps.config.payment.url).origin],
    imageSources: ["'self'"],
  });
  const pages = new InviteePages(
    deps.sequelize,
    security,
    new URL(deps.config.publicBaseUrl).pathname.replace(/\/+$/, ''),
  );

  router.use('/e', security.headers, cookieParser(), express.urlencoded({ extended: false, limit: '10kb' }));

  router.post(
    '/e/:token/:form',
    publicPostLimit(deps.sequelize, deps.config.publicPostLimits, (req, res) => {
      const text = pageText(pageLanguage(formField(req, 'lang')));
      res
        .status(429)
        .type('html')
        .send(renderMessagePage(text, text.errors.title, text.errors.tooManyPosts));
    }),
  );

  router.get('/e/:token', async (req, res) => {
    const page = await pages.open(req, res, pageLanguage(req.query.lang));
    if (!page) return;
    const done = req.query.done === 'rsvp' || req.query.done === 'pledge' ? req.query.done : undefined;
    pages.send(req, res, 200, page, { notice: done ? { kind: 'ok', message: page.text.done[done] } : undefined });
  });

  // The entry card (issue 34 §1): its image, and its own page that `{card_link}` opens. No card for a declined invitee
  // or a cancelled event: the image is 404 then, and the card's page says why.
  router.get('/e/:token/card.png', async (req, res) => {
    const page = await pages.open(req, res, pageLanguage(req.query.lang));
    if (!page) return;
    if (!hasCard(page)) return pages.notFound(res, page.language);
    await sendCardPng(req, res, cardView(page.event, page.invitee, page.language), 'no-store');
  });

  router.get('/e/:token/card', async (req, res) => {
    const page = await pages.open(req, res, pageLanguage(req.query.lang));
    if (!page) return;
    res.type('html').send(renderCardPage(page));
  });

  router.post('/e/:token/rsvp', async (req, res) => {
    const page = await pages.openForPost(req, res);
    if (!page) return;
    const answer = parseAnswer(formField(req, 'answer'));
    if (!answer)
      return pages.send(req, res, 422, page, {
        formError: { form: 'rsvp', message: page.text.errors.answer, value: '' },
      });
    const guests =
      answer === 'confirmed' ? parseGuests(formField(req, 'guests'), page.invitee.admits, page.text) : null;
    if (guests && !guests.ok)
      return pages.send(req, res, 422, page, {
        formError: { form: 'rsvp', message: guests.message, value: String(formField(req, 'guests') ?? '') },
      });
    await pages.saveChange(req, res, page, { kind: 'rsvp', answer, attendingCount: guests?.count });
  });

  router.post('/e/:token/pledge', async (req, res) => {
    const page = await pages.openForPost(req, res);
    if (!page) return;
    const amount = parseShillings(formField(req, 'amount'));
    if (amount === null)
      return pages.send(req, res, 422, page, {
        formError: { form: 'pledge', message: page.text.errors.amount, value: String(formField(req, 'amount') ?? '') },
      });
    await pages.saveChange(req, res, page, { kind: 'pledge', amount });
  });

  router.post('/e/:token/pay', async (req, res) => {
    const page = await pages.openForPost(req, res);
    if (!page) return;
    if (page.event.status === 'cancelled') return pages.send(req, res, 409, page);
    const amount = parseShillings(formField(req, 'amount'));
    const error = payAmountError(amount, page.invitee, page.text);
    if (error)
      return pages.send(req, res, 422, page, {
        formError: { form: 'pay', message: error, value: String(formField(req, 'amount') ?? '') },
      });
    if (!(await pages.spendFormToken(req, res, page))) return;
    const base = deps.config.publicBaseUrl;
    try {
      // A repeat of a pending amount (a new form token, or the same amount in two tabs) lands on the same checkout.
      res.redirect(
        303,
        await startPledgeCheckout(deps, page, {
          amount: amount!,
          language: page.language,
          ipnUrl: `${base}${paymentWebhookPath}`,
          returnUrl: `${base}/e/${page.token}/payment`,
        }),
      );
    } catch (err) {
      if (err instanceof TooManyPendingPledgeOrdersError) {
        return pages.send(req, res, 409, page, {
          formError: {
            form: 'pay',
            message: page.text.errors.tooManyPending,
            value: String(formField(req, 'amount') ?? ''),
          },
        });
      }
      if (err instanceof PledgeEventClosedError)
        return pages.send(req, res, 409, { ...page, event: await page.event.reload() });
      if (!(err instanceof PledgeCheckoutUnavailableError)) throw err;
      res
        .status(502)
        .type('html')
        .send(
          renderMessagePage(page.text, page.event.name, page.text.errors.providerDown, {
            href: page.pagePath,
            label: page.text.payment.back,
          }),
        );
    }
  });

  router.get('/e/:token/payment', async (req, res) => {
    const trackingId =
      typeof req.query.OrderTrackingId === 'string' ? req.query.OrderTrackingId.trim().slice(0, 100) : '';
    const found = trackingId === '' ? null : await findPledgeOrderByTrackingId(trackingId);
    const page = await pages.open(req, res, pageLanguage(req.query.lang ?? found?.language));
    if (!page) return;
    if (!found || found.eventInviteeId !== page.invitee.id) return pages.notFound(res, page.language);
    const order = await refreshPledgeOrderAndThank(deps, found).then(
      (r) => r.order,
      (err: unknown) => {
        deps.logger.warn({ err, orderId: found.id }, 'pledge payment status could not be checked');
        return found;
      },
    );
    res
      .type('html')
      .send(renderPaymentPage({ text: page.text, language: page.language, pagePath: page.pagePath, order }));
  });

  router.use('/e', (req, res) => pages.notFound(res, pageLanguage(req.query.lang)));
  router.use(
    '/e',
    pageErrorHandler(deps.logger, (req) => pageText(pageLanguage(req.query.lang)), 'event page'),
  );
  return router;
}
