import type { Request, Response } from 'express';
import type { Sequelize } from 'sequelize';
import { renderMessagePage } from '../layout';
import { renderEventPage, type EventPageView } from './event-page';
import type { PageSecurity } from '../page-security';
import { pageLanguage, pageText, type PageLanguage, type PageText } from './text';
import { findPublicInvitee, type PublicChange, type PublicInvitee } from '../../../db/events/public-invitee';
import { saveInviteePageChange } from '../../../use-cases/events/invitee-page-changes';
import { isPublicTokenShape } from '../../../domain/events/public-token';
import { formField } from '../form-fields';

/** An open invitee page: who, in which language, at which path. */
export interface OpenPage extends PublicInvitee {
  token: string;
  language: PageLanguage;
  text: PageText;
  pagePath: string;
}

/** How the routes of the invitee's page open it and answer: 404 and 403 pages, the page itself, saved changes. */
export class InviteePages {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly security: PageSecurity,
    private readonly basePath: string,
  ) {}

  notFound(res: Response, language: PageLanguage): void {
    const text = pageText(language);
    res
      .status(404)
      .type('html')
      .send(renderMessagePage(text, text.notFound.title, text.notFound.body));
  }

  /** The page of `:token`, or null after answering 404 (malformed tokens never reach the database). */
  async open(req: Request, res: Response, language: PageLanguage): Promise<OpenPage | null> {
    const token = String(req.params.token);
    const found = isPublicTokenShape(token) ? await findPublicInvitee(token) : null;
    if (!found) {
      this.notFound(res, language);
      return null;
    }
    return { ...found, token, language, text: pageText(language), pagePath: `${this.basePath}/e/${token}` };
  }

  /** A form post's page, after the CSRF check (403 page when it fails); its language comes with the form. */
  async openForPost(req: Request, res: Response): Promise<OpenPage | null> {
    const page = await this.open(req, res, pageLanguage(formField(req, 'lang')));
    if (page && !this.security.isFormTokenValid(req)) {
      this.expiredForm(res, page);
      return null;
    }
    return page;
  }

  /** The 403 page of a post whose form token is not (or no longer) good: open the page again. */
  private expiredForm(res: Response, page: OpenPage): void {
    const back = { href: page.pagePath, label: page.event.name };
    res
      .status(403)
      .type('html')
      .send(renderMessagePage(page.text, page.event.name, page.text.errors.expiredForm, back));
  }

  /**
   * Spends the post's form token right before the change it asks for; false after answering 403 when it was spent
   * already (a replayed post: a person who goes back and posts again gets a fresh token from the page).
   */
  async spendFormToken(req: Request, res: Response, page: OpenPage): Promise<boolean> {
    if (await this.security.spendFormToken(req)) return true;
    this.expiredForm(res, page);
    return false;
  }

  /** The event page with a fresh form token (and its cookie). */
  send(
    req: Request,
    res: Response,
    status: number,
    page: OpenPage,
    extra: Pick<EventPageView, 'notice' | 'formError'> = {},
  ): void {
    const csrfToken = this.security.issueFormToken(req, res, page.pagePath);
    res
      .status(status)
      .type('html')
      .send(renderEventPage({ ...page, csrfToken, ...extra }));
  }

  /** Saves an invitee's own change (spending its form token) and goes back to the page (303); a cancelled event is shown again, unchanged (409). */
  async saveChange(req: Request, res: Response, page: OpenPage, change: PublicChange): Promise<void> {
    if (!(await this.spendFormToken(req, res, page))) return;
    const result = await saveInviteePageChange(this.sequelize, page.token, change);
    if (result === null) return this.notFound(res, page.language);
    if (result === 'cancelled') return this.send(req, res, 409, { ...page, event: await page.event.reload() });
    res.redirect(303, `${page.pagePath}?${page.language === 'en' ? 'lang=en&' : ''}done=${change.kind}`);
  }
}
