import express, { Router, type Request, type Response } from 'express';
import cookieParser from 'cookie-parser';
import type { ApiDeps } from '../../http/deps';
import { paymentWebhookPath } from '../../../use-cases/purchases/checkout';
import { renderMessagePage } from '../layout';
import { pageErrorHandler } from '../page-errors';
import { createPageSecurity } from '../page-security';
import { publicPostLimit } from '../public-post-limit';
import { formField } from '../form-fields';
import { renderPaymentPage } from '../events/payment-page';
import { MAX_ONLINE_PAYMENT, parseShillings } from '../events/page-forms';
import { pageLanguage, pageText, type PageLanguage } from '../events/text';
import { harambeeText } from './text';
import { renderHarambeePage, type ContributionTyped, type HarambeePageView } from './harambee-page';
import { findHarambeeCrowd, findHarambeeEvent, type HarambeeFigures } from '../../../db/events/harambee-page';
import { CrowdCache } from './crowd-cache';
import { findPledgeOrderByTrackingId } from '../../../db/events/pledge-orders';
import { isHarambeeCodeShape } from '../../../domain/events/harambee-code';
import { normalizeTanzanianPhone } from '../../../domain/contacts/phone';
import { containsControlCharacters } from '../../../infra/control-characters';
import { formatTzs } from '../../../domain/events/placeholders';
import { saveHarambeeContribution } from '../../../use-cases/events/public-contribution';
import { startPledgeCheckout } from '../../../use-cases/events/pledge-checkout';
import { refreshPledgeOrderAndThank } from '../../../use-cases/events/pledge-payment-refresh';
import {
  PledgeCheckoutUnavailableError,
  PledgeEventClosedError,
  TooManyPendingPledgeOrdersError,
} from '../../../domain/events/errors';

/** A contribution form as posted: its fields checked, or the message of the first that is wrong. */
type ParsedContribution =
  | { ok: true; name: string; phone: string; amount: number; listed: boolean; typed: ContributionTyped }
  | { ok: false; message: string; typed: ContributionTyped };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function parseContribution(req: Request, language: PageLanguage): ParsedContribution {
  const typed = {
    name: text(formField(req, 'name')).slice(0, 100),
    phone: text(formField(req, 'phone')).slice(0, 30),
    amount: text(formField(req, 'amount')).slice(0, 30),
    listed: formField(req, 'list') === 'yes',
  };
  const words = harambeeText(language);
  const name = typed.name.trim().replace(/\s+/g, ' ');
  if (name === '' || containsControlCharacters(name)) return { ok: false, message: words.errors.name, typed };
  const phone = normalizeTanzanianPhone(typed.phone);
  if (!phone) return { ok: false, message: words.errors.phone, typed };
  const amount = parseShillings(typed.amount);
  const pageWords = pageText(language);
  if (amount === null || amount < 1) return { ok: false, message: pageWords.errors.amount, typed };
  if (amount > MAX_ONLINE_PAYMENT)
    return { ok: false, message: pageWords.errors.payTooLarge(formatTzs(MAX_ONLINE_PAYMENT)), typed };
  return { ok: true, name, phone, amount, listed: typed.listed, typed };
}

/**
 * The harambee page (issue 34 §4) at `PUBLIC_BASE_URL/c/<code>` of an event with `public_page` on: server-rendered
 * HTML without scripts like the invitee's page (same layout, CSP, form tokens, Kiswahili unless `?lang=en`), with
 * Open Graph tags for a shared link. Anyone may pledge or pay there with a name and phone: they become an invitee
 * of the event (`source: public`) or are the one with that phone. Posts are counted per address and per phone on
 * the page (429 past the limits). Unknown codes and pages that are off get the 404 page. The contributors and names
 * are kept a few seconds in memory (crowd-cache.ts); the event row is read on every request.
 */
export function createHarambeePageRouter(deps: ApiDeps): Router {
  const router = Router();
  const security = createPageSecurity(deps.config, deps.sequelize, {
    name: 'harambee',
    formTargets: [new URL(deps.config.payment.url).origin],
  });
  const basePath = new URL(deps.config.publicBaseUrl).pathname.replace(/\/+$/, '');
  const pathOf = (code: string) => `${basePath}/c/${code}`;
  const crowds = new CrowdCache();

  const notFound = (res: Response, language: PageLanguage) => {
    const words = pageText(language);
    res
      .status(404)
      .type('html')
      .send(renderMessagePage(words, words.notFound.title, words.notFound.body));
  };

  /** The page's figures, or null after answering 404 (malformed codes never reach the database). */
  const open = async (req: Request, res: Response, language: PageLanguage): Promise<HarambeeFigures | null> => {
    const code = String(req.params.token);
    const event = isHarambeeCodeShape(code) ? await findHarambeeEvent(deps.sequelize, code) : null;
    if (!event) {
      notFound(res, language);
      return null;
    }
    const crowd = await crowds.get(event.id, () => findHarambeeCrowd(deps.sequelize, event.tenantId, event.id));
    return { ...event, ...crowd };
  };

  const send = (
    req: Request,
    res: Response,
    status: number,
    figures: HarambeeFigures,
    language: PageLanguage,
    extra: Pick<HarambeePageView, 'notice' | 'formError'> = {},
  ) => {
    const code = String(req.params.token);
    const pagePath = pathOf(code);
    const view: HarambeePageView = {
      text: pageText(language),
      harambee: harambeeText(language),
      language,
      pagePath,
      pageUrl: `${deps.config.publicBaseUrl}/c/${code}`,
      csrfToken: security.issueFormToken(req, res, pagePath),
      figures,
      ...extra,
    };
    res.status(status).type('html').send(renderHarambeePage(view));
  };

  const expiredForm = (res: Response, figures: HarambeeFigures, language: PageLanguage, code: string) => {
    const words = pageText(language);
    res
      .status(403)
      .type('html')
      .send(
        renderMessagePage(words, figures.name, words.errors.expiredForm, { href: pathOf(code), label: figures.name }),
      );
  };

  /** A post's page after the CSRF check, its form parsed (a 422 page with what was typed when it is wrong). */
  const openForPost = async (req: Request, res: Response, kind: 'pledge' | 'pay') => {
    const language = pageLanguage(formField(req, 'lang'));
    const figures = await open(req, res, language);
    if (!figures) return null;
    if (!security.isFormTokenValid(req)) {
      expiredForm(res, figures, language, String(req.params.token));
      return null;
    }
    if (figures.status === 'cancelled') {
      send(req, res, 409, figures, language);
      return null;
    }
    const form = parseContribution(req, language);
    if (!form.ok) {
      send(req, res, 422, figures, language, { formError: { message: form.message, typed: form.typed } });
      return null;
    }
    if (!(await security.spendFormToken(req))) {
      expiredForm(res, figures, language, String(req.params.token));
      return null;
    }
    const saved = await saveHarambeeContribution(
      deps.sequelize,
      { tenantId: figures.tenantId, eventId: figures.id },
      {
        name: form.name,
        phone: form.phone,
        listed: form.listed,
        pledge: kind === 'pledge' ? form.amount : undefined,
      },
    );
    crowds.forget(figures.id);
    if (saved.kind === 'not_found') {
      notFound(res, language);
      return null;
    }
    if (saved.kind === 'closed') {
      send(req, res, 409, { ...figures, status: 'cancelled' }, language);
      return null;
    }
    return { figures, language, form, ...saved };
  };

  router.use('/c', security.headers, cookieParser(), express.urlencoded({ extended: false, limit: '10kb' }));

  // Per address, and per phone on the page: a shared page takes many people's posts, one person's are few.
  router.post(
    '/c/:token/:form',
    publicPostLimit(
      deps.sequelize,
      deps.config.publicPostLimits,
      (req, res) => {
        const words = pageText(pageLanguage(formField(req, 'lang')));
        res
          .status(429)
          .type('html')
          .send(renderMessagePage(words, words.errors.title, words.errors.tooManyPosts));
      },
      (req) => {
        const phone = text(formField(req, 'phone')).slice(0, 30);
        return `harambee:${String(req.params.token)}:${normalizeTanzanianPhone(phone) ?? phone}`;
      },
    ),
  );

  router.get('/c/:token', async (req, res) => {
    const language = pageLanguage(req.query.lang);
    const figures = await open(req, res, language);
    if (!figures) return;
    const notice =
      req.query.done === 'pledge' ? { kind: 'ok' as const, message: harambeeText(language).pledged } : undefined;
    send(req, res, 200, figures, language, { notice });
  });

  router.post('/c/:token/pledge', async (req, res) => {
    const posted = await openForPost(req, res, 'pledge');
    if (!posted) return;
    res.redirect(303, `${pathOf(String(req.params.token))}?${posted.language === 'en' ? 'lang=en&' : ''}done=pledge`);
  });

  router.post('/c/:token/pay', async (req, res) => {
    const posted = await openForPost(req, res, 'pay');
    if (!posted) return;
    const { figures, language, form, invitee, event } = posted;
    const code = String(req.params.token);
    const base = deps.config.publicBaseUrl;
    try {
      res.redirect(
        303,
        await startPledgeCheckout(
          deps,
          { invitee, event, organization: figures.organization },
          {
            amount: form.amount,
            language,
            ipnUrl: `${base}${paymentWebhookPath}`,
            returnUrl: `${base}/c/${code}/payment`,
            payerName: form.name,
          },
        ),
      );
    } catch (err) {
      const formError = (message: string) => ({ formError: { message, typed: form.typed } });
      if (err instanceof TooManyPendingPledgeOrdersError)
        return send(req, res, 409, figures, language, formError(harambeeText(language).errors.tooManyPending));
      if (err instanceof PledgeEventClosedError)
        return send(req, res, 409, { ...figures, status: 'cancelled' }, language);
      if (!(err instanceof PledgeCheckoutUnavailableError)) throw err;
      res
        .status(502)
        .type('html')
        .send(
          renderMessagePage(pageText(language), figures.name, pageText(language).errors.providerDown, {
            href: pathOf(code),
            label: pageText(language).payment.back,
          }),
        );
    }
  });

  // Where the provider sends the payer back: the outcome of their own order (its tracking id), on this page's event.
  router.get('/c/:token/payment', async (req, res) => {
    const trackingId =
      typeof req.query.OrderTrackingId === 'string' ? req.query.OrderTrackingId.trim().slice(0, 100) : '';
    const found = trackingId === '' ? null : await findPledgeOrderByTrackingId(trackingId);
    const language = pageLanguage(req.query.lang ?? found?.language);
    const figures = await open(req, res, language);
    if (!figures) return;
    if (!found || found.eventId !== figures.id) return notFound(res, language);
    const order = await refreshPledgeOrderAndThank(deps, found).then(
      (r) => r.order,
      (err: unknown) => {
        deps.logger.warn({ err, orderId: found.id }, 'pledge payment status could not be checked');
        return found;
      },
    );
    res
      .type('html')
      .send(
        renderPaymentPage({ text: pageText(language), language, pagePath: pathOf(String(req.params.token)), order }),
      );
  });

  router.use('/c', (req, res) => notFound(res, pageLanguage(req.query.lang)));
  router.use(
    '/c',
    pageErrorHandler(deps.logger, (req) => pageText(pageLanguage(req.query.lang)), 'harambee page'),
  );
  return router;
}
