import type { Event, EventInvitee } from '../../../db/models';
import { formatTzs } from '../../../domain/events/placeholders';
import type { InviteeStatus } from '../../../domain/events/vocabulary';
import { escapeHtml } from '../escape-html';
import { renderDocument } from '../layout';
import { languageQuery } from '../language';
import { cardSection } from './card-section';
import type { PageLanguage, PageText } from './text';

export type PageForm = 'rsvp' | 'pledge' | 'pay';

/** Everything the invitee's page shows; every value is escaped when rendered. */
export interface EventPageView {
  text: PageText;
  language: PageLanguage;
  /** The page's own path (`/e/<token>`), the base of its form actions. */
  pagePath: string;
  csrfToken: string;
  invitee: EventInvitee;
  event: Event;
  organization: string;
  notice?: { kind: 'ok' | 'warn'; message: string };
  /** A rejected form: its message is shown at the top of the page (linking to the form) and at the form, with what was typed. */
  formError?: { form: PageForm; message: string; value: string };
}

/** `Jumamosi, 12 Desemba 2026` / `Saturday, 12 December 2026`. */
export function formatLongDate(isoDate: string, text: PageText): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]; // a date column's YYYY-MM-DD
  return `${text.weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${day} ${text.months[month - 1]} ${year}`;
}

const paragraphs = (message: string): string =>
  message
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

function form(view: EventPageView, action: PageForm, inner: string): string {
  return `<form method="post" action="${escapeHtml(`${view.pagePath}/${action}`)}">
<input type="hidden" name="_csrf" value="${escapeHtml(view.csrfToken)}"><input type="hidden" name="lang" value="${view.language}">${inner}</form>`;
}

function errorFor(view: EventPageView, which: PageForm): string {
  return view.formError?.form === which
    ? `<p class="error" id="${which}-error" role="alert">${escapeHtml(view.formError.message)}</p>`
    : '';
}

function amountInput(view: EventPageView, which: PageForm, label: string, value: number): string {
  const typed = view.formError?.form === which ? view.formError.value : value > 0 ? String(value) : '';
  return `<label for="${which}-input">${escapeHtml(label)}</label>
<input id="${which}-input" name="amount" inputmode="numeric" autocomplete="off" value="${escapeHtml(typed)}">`;
}

/**
 * A rejected form's message again at the top of the page, linking to the form's section (which holds the message
 * too): the page is rendered anew at its top (no script may scroll it), while the pledge and payment forms sit
 * below a phone's first screen.
 */
function formErrorSummary(view: EventPageView): string {
  if (!view.formError) return '';
  const { form: which, message } = view.formError;
  const title = { rsvp: view.text.rsvp.title, pledge: view.text.pledge.title, pay: view.text.pay.title }[which];
  return `<div class="notice warn" id="form-error" data-form="${which}">${escapeHtml(title)}: <a href="#${which}">${escapeHtml(message)}</a></div>`;
}

/** The event's header with the language switch; the harambee page (api/pages/harambee) shows it too. */
export function header(
  view: Pick<EventPageView, 'text' | 'pagePath' | 'organization'> & {
    event: Pick<Event, 'type' | 'name' | 'eventDate' | 'venue'>;
  },
): string {
  const { text, event } = view;
  const switchTo = text.otherLanguage;
  return `<a class="lang" id="language" href="${escapeHtml(view.pagePath + languageQuery(switchTo.lang))}">${escapeHtml(switchTo.label)}</a>
<header><p class="kind">${escapeHtml(text.eventTypes[event.type])}</p><h1 id="event-name">${escapeHtml(event.name)}</h1>
<dl><dt>${escapeHtml(text.date)}</dt><dd id="event-date">${escapeHtml(formatLongDate(event.eventDate, text))}</dd>
${event.venue ? `<dt>${escapeHtml(text.venue)}</dt><dd id="venue">${escapeHtml(event.venue)}</dd>` : ''}</dl>
<p class="by">${escapeHtml(text.organisedBy(view.organization))}</p></header>`;
}

/**
 * "How many will come", 1 up to what the card admits, for the confirm button (a single card's guest is its one
 * guest: no question). Preselected: what was chosen in a rejected post, else what they said, else the whole card.
 */
function guestsSelect(view: EventPageView): string {
  const { admits, attendingCount } = view.invitee;
  if (admits <= 1) return '';
  const typed = view.formError?.form === 'rsvp' ? Number(view.formError.value) : NaN;
  const selected = Number.isInteger(typed) && typed >= 1 && typed <= admits ? typed : (attendingCount ?? admits);
  const options = Array.from({ length: admits }, (_, i) => i + 1)
    .map((n) => `<option value="${n}"${n === selected ? ' selected' : ''}>${n}</option>`)
    .join('');
  return `<label for="rsvp-guests">${escapeHtml(view.text.rsvp.guests(admits))}</label>
<select id="rsvp-guests" name="guests">${options}</select>`;
}

function rsvpSection(view: EventPageView): string {
  const { text, invitee } = view;
  const status: InviteeStatus = invitee.status;
  const coming =
    status === 'confirmed' && invitee.attendingCount !== null && invitee.admits > 1
      ? ` <span id="attending-count" data-count="${invitee.attendingCount}">${escapeHtml(text.rsvp.coming(invitee.attendingCount, invitee.admits))}</span>`
      : '';
  return `<section id="rsvp"><h2>${escapeHtml(text.rsvp.title)}</h2>
<p id="rsvp-status" data-status="${status}">${escapeHtml(text.rsvp.status[status])}${coming}</p>${errorFor(view, 'rsvp')}
${form(
  view,
  'rsvp',
  `${guestsSelect(view)}<div class="row"><button name="answer" value="confirm">${escapeHtml(text.rsvp.confirm)}</button>
<button class="alt" name="answer" value="decline">${escapeHtml(text.rsvp.decline)}</button></div>`,
)}</section>`;
}

function pledgeSection(view: EventPageView): string {
  const { text, invitee, event } = view;
  const balance = Math.max(0, invitee.pledgeAmount - invitee.paidAmount);
  const figures =
    invitee.pledgeAmount > 0 || invitee.paidAmount > 0
      ? `<div class="figures"><div><span>${escapeHtml(text.pledge.pledged)}</span><strong id="pledge-amount" data-amount="${invitee.pledgeAmount}">${formatTzs(invitee.pledgeAmount)}</strong></div>
<div><span>${escapeHtml(text.pledge.paid)}</span><strong id="paid-amount" data-amount="${invitee.paidAmount}">${formatTzs(invitee.paidAmount)}</strong></div>
<div><span>${escapeHtml(text.pledge.balance)}</span><strong id="balance" data-amount="${balance}">${formatTzs(balance)}</strong></div></div>`
      : `<p id="pledge-amount" data-amount="0">${escapeHtml(text.pledge.none)}</p>`;
  const deadline = event.pledgeDeadline
    ? `<p class="muted">${escapeHtml(text.pledge.deadline(formatLongDate(event.pledgeDeadline, text)))}</p>`
    : '';
  return `<section id="pledge"><h2>${escapeHtml(text.pledge.title)}</h2>${figures}${deadline}${errorFor(view, 'pledge')}
${form(view, 'pledge', `${amountInput(view, 'pledge', text.pledge.label, invitee.pledgeAmount)}<button>${escapeHtml(text.pledge.save)}</button>`)}</section>`;
}

function bankSection(view: EventPageView): string {
  const { text, event, invitee } = view;
  const rows = (
    [
      [text.bank.bankName, event.bankName, 'bank-name'],
      [text.bank.accountNumber, event.bankAccountNumber, 'bank-account-number'],
      [text.bank.accountName, event.bankAccountName, 'bank-account-name'],
    ] as const
  ).filter(([, value]) => value);
  if (rows.length === 0) return '';
  const list = rows
    .map(([label, value, id]) => `<dt>${escapeHtml(label)}</dt><dd id="${id}">${escapeHtml(value!)}</dd>`)
    .join('');
  return `<section id="bank"><h2>${escapeHtml(text.bank.title)}</h2><dl class="bank">${list}</dl><p class="muted">${escapeHtml(text.bank.reference(invitee.phone))}</p></section>`;
}

function paySection(view: EventPageView): string {
  const { text, invitee } = view;
  const balance = Math.max(0, invitee.pledgeAmount - invitee.paidAmount);
  return `<section id="pay"><h2>${escapeHtml(text.pay.title)}</h2><p class="muted">${escapeHtml(text.pay.hint)}</p>${errorFor(view, 'pay')}
${form(view, 'pay', `${amountInput(view, 'pay', text.pay.label, balance)}<button>${escapeHtml(text.pay.button)}</button>`)}</section>`;
}

/** The invitee's page: the event, its message, RSVP, the entry card, pledge, bank details and online payment; a cancelled event only says so. */
export function renderEventPage(view: EventPageView): string {
  const { text, event, invitee } = view;
  const cancelled = event.status === 'cancelled';
  const notice = cancelled ? { kind: 'warn' as const, message: text.cancelled } : view.notice;
  const noticeHtml = notice
    ? `<div class="notice ${notice.kind}" id="notice" role="status">${escapeHtml(notice.message)}</div>`
    : '';
  const welcome = `<section id="welcome"><p><strong>${escapeHtml(text.greeting(invitee.name))}</strong></p>${event.publicMessage ? `<div id="public-message">${paragraphs(event.publicMessage)}</div>` : ''}</section>`;
  const actions = cancelled
    ? ''
    : `${rsvpSection(view)}${cardSection(view)}${pledgeSection(view)}${bankSection(view)}${paySection(view)}`;
  return renderDocument(
    text,
    event.name,
    `${header(view)}${noticeHtml}${cancelled ? '' : formErrorSummary(view)}${welcome}${actions}`,
  );
}
