import { escapeHtml } from '../escape-html';
import { renderDocument } from '../layout';
import { languageQuery, type PageLanguage } from '../language';
import type { OptOutPageState } from '../../../use-cases/messaging/opt-outs/opt-outs';
import type { OptOutPageText } from './text';

export type OptOutAction = 'stop' | 'undo';

/** Everything the opt-out page shows; every value is escaped when rendered. */
export interface OptOutPageView {
  text: OptOutPageText;
  language: PageLanguage;
  /** The page's own path (`/u/<token>`), the base of its form actions. */
  pagePath: string;
  csrfToken: string;
  state: OptOutPageState;
  done?: OptOutAction;
}

/** `255712345678` → `07•• ••• 678`: enough for its owner to recognise, not enough to read off a forwarded link. */
export const maskPhone = (phone: string): string => `0${phone.slice(3, 4)}•• ••• ${phone.slice(-3)}`;

function actionForm(view: OptOutPageView, action: OptOutAction, label: string, style: string): string {
  return `<form method="post" action="${escapeHtml(`${view.pagePath}/${action}`)}">
<input type="hidden" name="_csrf" value="${escapeHtml(view.csrfToken)}"><input type="hidden" name="lang" value="${view.language}">
<button id="${action}"${style}>${escapeHtml(label)}</button></form>`;
}

/** The page: whose messages, which number, whether they are stopped, and the one button that changes it. */
export function renderOptOutPage(view: OptOutPageView): string {
  const { text, state } = view;
  const org = state.organization;
  const header = `<a class="lang" id="language" href="${escapeHtml(view.pagePath + languageQuery(text.otherLanguage.lang))}">${escapeHtml(text.otherLanguage.label)}</a>
<header><p class="kind">${escapeHtml(text.kind)}</p><h1 id="organization">${escapeHtml(org)}</h1><p class="by" id="number">${escapeHtml(text.number(maskPhone(state.phone)))}</p></header>`;
  const notice = view.done
    ? `<div class="notice ok" id="notice" role="status">${escapeHtml(text.done[view.done](org))}</div>`
    : '';
  const body = state.stopped
    ? `<p id="state" data-state="stopped"><strong>${escapeHtml(text.stopped(org))}</strong></p><p class="muted">${escapeHtml(text.undoHint)}</p>${actionForm(view, 'undo', text.undo, ' class="alt"')}`
    : `<p id="state" data-state="receiving"><strong>${escapeHtml(text.receiving(org))}</strong></p><p class="muted">${escapeHtml(text.stopHint)}</p>${actionForm(view, 'stop', text.stop, '')}`;
  return renderDocument(text, org, `${header}${notice}<section id="choice">${body}</section>`);
}
