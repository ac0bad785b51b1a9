import type { HarambeeFigures } from '../../../db/events/harambee-page';
import { formatTzs } from '../../../domain/events/placeholders';
import { escapeHtml } from '../escape-html';
import { renderDocument } from '../layout';
import { header } from '../events/event-page';
import type { PageLanguage, PageText } from '../events/text';
import type { HarambeeText } from './text';

/** What was typed into the contribution form, shown again when it is refused. */
export interface ContributionTyped {
  name: string;
  phone: string;
  amount: string;
  listed: boolean;
}

/** Everything the harambee page shows; every value is escaped when rendered. */
export interface HarambeePageView {
  text: PageText;
  harambee: HarambeeText;
  language: PageLanguage;
  /** The page's own path (`/c/<code>`), the base of its form actions. */
  pagePath: string;
  /** Its absolute URL (og:url). */
  pageUrl: string;
  csrfToken: string;
  figures: HarambeeFigures;
  notice?: { kind: 'ok' | 'warn'; message: string };
  formError?: { message: string; typed: ContributionTyped };
}

/** How far the collection is, in whole percent (capped at 100 for the bar), or null without a target. */
export function progressPercent(figures: Pick<HarambeeFigures, 'targetAmount' | 'totalCollected'>): number | null {
  if (!figures.targetAmount) return null;
  return Math.floor((100 * figures.totalCollected) / figures.targetAmount);
}

/** The progress line (og:description and the meta description). */
export function progressLine(figures: HarambeeFigures, harambee: HarambeeText): string {
  const percent = progressPercent(figures);
  return harambee.progressLine(
    formatTzs(figures.totalCollected),
    figures.targetAmount ? formatTzs(figures.targetAmount) : null,
    percent,
    figures.contributors,
  );
}

/** Open Graph tags, so that a link shared on WhatsApp shows the event's name and progress. */
function openGraph(view: HarambeePageView): string {
  const description = escapeHtml(progressLine(view.figures, view.harambee));
  return `
<meta name="description" content="${description}"><meta property="og:type" content="website">
<meta property="og:title" content="${escapeHtml(view.figures.name)}"><meta property="og:description" content="${description}">
<meta property="og:url" content="${escapeHtml(view.pageUrl)}"><meta property="og:locale" content="${view.language === 'en' ? 'en_GB' : 'sw_TZ'}">`;
}

function progressSection(view: HarambeePageView): string {
  const { figures, harambee } = view;
  const percent = progressPercent(figures);
  const target =
    figures.targetAmount && percent !== null
      ? `<p class="muted" id="target" data-amount="${figures.targetAmount}">${escapeHtml(harambee.ofTarget(formatTzs(figures.targetAmount), percent))}</p>
<progress id="progress" max="${figures.targetAmount}" value="${Math.min(figures.totalCollected, figures.targetAmount)}">${percent}%</progress>`
      : '';
  return `<section id="figures"><h2>${escapeHtml(harambee.collected)}</h2>
<p class="total" id="collected" data-amount="${figures.totalCollected}">${formatTzs(figures.totalCollected)}</p>${target}
<p id="contributors" data-count="${figures.contributors}">${escapeHtml(harambee.contributors(figures.contributors))}</p></section>`;
}

function listedSection(view: HarambeePageView): string {
  if (view.figures.listed.length === 0) return '';
  const names = view.figures.listed.map((name) => `<li>${escapeHtml(name)}</li>`).join('');
  return `<section id="listed"><h2>${escapeHtml(view.harambee.listedTitle)}</h2><ul class="names">${names}</ul></section>`;
}

function input(id: string, name: string, label: string, value: string, extra = ''): string {
  return `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" value="${escapeHtml(value)}"${extra}>`;
}

/** One form, two buttons: pledge (`…/pledge`) or pay now through the provider's checkout (`…/pay`). */
function contributeSection(view: HarambeePageView): string {
  const { harambee } = view;
  const typed = view.formError?.typed ?? { name: '', phone: '', amount: '', listed: false };
  const error = view.formError
    ? `<p class="error" id="contribute-error" role="alert">${escapeHtml(view.formError.message)}</p>`
    : '';
  return `<section id="contribute"><h2>${escapeHtml(harambee.contribute.title)}</h2><p class="muted">${escapeHtml(harambee.contribute.hint)}</p>${error}
<form method="post" action="${escapeHtml(`${view.pagePath}/pay`)}"><input type="hidden" name="_csrf" value="${escapeHtml(view.csrfToken)}"><input type="hidden" name="lang" value="${view.language}">
${input('name-input', 'name', harambee.contribute.name, typed.name, ' autocomplete="name" maxlength="100"')}
${input('phone-input', 'phone', harambee.contribute.phone, typed.phone, ' type="tel" autocomplete="tel" inputmode="tel"')}
${input('amount-input', 'amount', harambee.contribute.amount, typed.amount, ' inputmode="numeric" autocomplete="off"')}
<label class="check"><input type="checkbox" id="list-input" name="list" value="yes"${typed.listed ? ' checked' : ''}>${escapeHtml(harambee.contribute.list)}</label>
<div class="row"><button id="pay-button">${escapeHtml(harambee.pay)}</button><button class="alt" id="pledge-button" formaction="${escapeHtml(`${view.pagePath}/pledge`)}">${escapeHtml(harambee.pledge)}</button></div></form></section>`;
}

function bankSection(view: HarambeePageView): string {
  const { text, figures } = view;
  const rows = (
    [
      [text.bank.bankName, figures.bankName, 'bank-name'],
      [text.bank.accountNumber, figures.bankAccountNumber, 'bank-account-number'],
      [text.bank.accountName, figures.bankAccountName, 'bank-account-name'],
    ] as const
  ).filter(([, value]) => value);
  if (rows.length === 0) return '';
  const list = rows
    .map(([label, value, id]) => `<dt>${escapeHtml(label)}</dt><dd id="${id}">${escapeHtml(value!)}</dd>`)
    .join('');
  return `<section id="bank"><h2>${escapeHtml(text.bank.title)}</h2><dl class="bank">${list}</dl><p class="muted">${escapeHtml(view.harambee.bankReference)}</p></section>`;
}

const paragraphs = (message: string): string =>
  message
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

/**
 * The harambee page: the event, its progress (collected, target, bar, contributors), the names of those who agreed to
 * be listed (names only: never a phone or one person's amount), the contribution form and the bank details; a
 * cancelled event only says so.
 */
export function renderHarambeePage(view: HarambeePageView): string {
  const { text, figures } = view;
  const cancelled = figures.status === 'cancelled';
  const notice = cancelled ? { kind: 'warn' as const, message: text.cancelled } : view.notice;
  const noticeHtml = notice
    ? `<div class="notice ${notice.kind}" id="notice" role="status">${escapeHtml(notice.message)}</div>`
    : '';
  const message = figures.publicMessage
    ? `<section id="public-message">${paragraphs(figures.publicMessage)}</section>`
    : '';
  const actions = cancelled ? '' : `${contributeSection(view)}${bankSection(view)}`;
  return renderDocument(
    text,
    figures.name,
    `${header({ ...view, event: figures, organization: figures.organization })}${noticeHtml}${message}${progressSection(view)}${listedSection(view)}${actions}`,
    undefined,
    openGraph(view),
  );
}
