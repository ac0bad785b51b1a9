import express, { Router, type Request, type Response } from 'express';
import cookieParser from 'cookie-parser';
import type { ApiDeps } from '../../http/deps';
import { renderMessagePage } from '../layout';
import { createPageSecurity } from '../page-security';
import { publicPostLimit } from '../public-post-limit';
import { pageErrorHandler } from '../page-errors';
import { pageLanguage, type PageLanguage } from '../language';
import { renderOptOutPage, type OptOutAction } from './render';
import { optOutPageText } from './text';
import { openOptOutPage, setStoppedFromLink } from '../../../use-cases/messaging/opt-outs/opt-outs';
import { formField } from '../form-fields';

/**
 * The recipient's opt-out page at `PUBLIC_BASE_URL/u/<token>` (the `{optout_link}` placeholder): server-rendered
 * HTML without login or scripts, Kiswahili unless `?lang=en`. "Stop all messages" puts the number on the
 * organization's opt-out list for every channel; "receive messages again" takes that entry off. Posts are
 * CSRF-protected (a form token is spent by its post) and answered with a redirect back (post/redirect/get); a
 * malformed or forged token is a 404 page. Posts are counted per page token and per client address (429 past the limits).
 */
export function createOptOutPageRouter(deps: ApiDeps): Router {
  const router = Router();
  const security = createPageSecurity(deps.config, deps.sequelize, { name: 'optout' });
  const basePath = new URL(deps.config.publicBaseUrl).pathname.replace(/\/+$/, '');
  const notFound = (res: Response, language: PageLanguage) => {
    const text = optOutPageText(language);
    res
      .status(404)
      .type('html')
      .send(renderMessagePage(text, text.notFound.title, text.notFound.body));
  };
  const open = async (req: Request, res: Response, language: PageLanguage) => {
    const state = await openOptOutPage(deps.sequelize, String(req.params.token));
    if (!state) notFound(res, language);
    return (
      state && {
        state,
        language,
        text: optOutPageText(language),
        pagePath: `${basePath}/u/${String(req.params.token)}`,
      }
    );
  };

  router.use('/u', security.headers, cookieParser(), express.urlencoded({ extended: false, limit: '10kb' }));

  router.post(
    '/u/:token/:action',
    publicPostLimit(deps.sequelize, deps.config.publicPostLimits, (req, res) => {
      const text = optOutPageText(pageLanguage(formField(req, 'lang')));
      res
        .status(429)
        .type('html')
        .send(renderMessagePage(text, text.errors.title, text.errors.tooManyPosts));
    }),
  );

  router.get('/u/:token', async (req, res) => {
    const page = await open(req, res, pageLanguage(req.query.lang));
    if (!page) return;
    const done = req.query.done === 'stop' || req.query.done === 'undo' ? req.query.done : undefined;
    res
      .type('html')
      .send(renderOptOutPage({ ...page, csrfToken: security.issueFormToken(req, res, page.pagePath), done }));
  });

  const change = (action: OptOutAction) => async (req: Request, res: Response) => {
    const page = await open(req, res, pageLanguage(formField(req, 'lang')));
    if (!page) return;
    if (!security.isFormTokenValid(req) || !(await security.spendFormToken(req))) {
      res
        .status(403)
        .type('html')
        .send(
          renderMessagePage(page.text, page.state.organization, page.text.errors.expiredForm, {
            href: page.pagePath,
            label: page.state.organization,
          }),
        );
      return;
    }
    await setStoppedFromLink(deps.sequelize, page.state, action === 'stop');
    res.redirect(303, `${page.pagePath}?${page.language === 'en' ? 'lang=en&' : ''}done=${action}`);
  };
  router.post('/u/:token/stop', change('stop'));
  router.post('/u/:token/undo', change('undo'));

  router.use('/u', (req, res) => notFound(res, pageLanguage(req.query.lang)));
  router.use(
    '/u',
    pageErrorHandler(deps.logger, (req) => optOutPageText(pageLanguage(req.query.lang)), 'opt-out page'),
  );
  return router;
}
