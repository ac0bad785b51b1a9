/** The layout of the public pages (outside /api, no login): the invitee's page and the opt-out page. */
import { createHash } from 'node:crypto';
import { escapeHtml } from './escape-html';

/** What the layout needs of a page's dictionary: the language of its text. */
export interface PageLanguageTag {
  htmlLang: string;
}

/** The one stylesheet of the public pages, inline (no extra request on a slow phone) and allowed by its CSP hash. */
const STYLE = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1ea;color:#1f2328}
main{max-width:34rem;margin:0 auto;padding:.75rem}
a{color:#7a1f3d}
.lang{display:block;text-align:right;margin:0 0 .5rem;font-size:.95rem}
header{background:#7a1f3d;color:#fff;border-radius:14px;padding:1.1rem 1.2rem;margin-bottom:.9rem}
header .kind{text-transform:uppercase;letter-spacing:.08em;font-size:.75rem;opacity:.85;margin:0}
h1{font-size:1.45rem;line-height:1.25;margin:.2rem 0 .6rem}
header dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.1rem .75rem}
header dt{opacity:.8}header dd{margin:0;font-weight:600}
header .by{margin:.6rem 0 0;font-size:.85rem;opacity:.85}
section{background:#fff;border-radius:14px;padding:1rem 1.1rem;margin-bottom:.9rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h2{font-size:1.1rem;margin:0 0 .6rem}
p{margin:0 0 .6rem}
.notice{border-radius:12px;padding:.8rem 1rem;margin-bottom:.9rem;font-weight:600}
.ok{background:#e6f4ea;color:#14532d}.warn{background:#fdecea;color:#7f1d1d}
.error,.failed{color:#b42318;font-weight:600}.paid{color:#15803d}.processing{color:#92400e}
.muted{color:#5d6166;font-size:.92rem}
img{display:block;max-width:100%;height:auto;margin:0 auto .6rem;border-radius:10px;box-shadow:0 1px 4px rgba(0,0,0,.18)}
.row{display:flex;gap:.6rem}.row>*{flex:1}
button{font:inherit;font-weight:600;border:0;border-radius:10px;padding:.75rem 1rem;min-height:48px;width:100%;background:#7a1f3d;color:#fff}
button.alt{background:#ebe6dc;color:#1f2328}
label{display:block;font-weight:600;margin-bottom:.3rem}
input,select{font:inherit;width:100%;padding:.7rem;border:1px solid #c9c2b5;border-radius:10px;margin-bottom:.6rem;background:#fff}
.figures{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem;text-align:center;margin-bottom:.8rem}
.figures div{background:#f7f4ee;border-radius:10px;padding:.45rem .2rem}
.figures span{display:block;font-size:.8rem;color:#5d6166}
dl.bank{display:grid;grid-template-columns:auto 1fr;gap:.2rem .75rem;margin:0 0 .6rem}dl.bank dd{margin:0;font-weight:600}
.total{font-size:1.6rem;font-weight:700;margin:0}
progress{display:block;width:100%;height:14px;margin:.5rem 0;border:0;border-radius:7px;background:#ebe6dc;overflow:hidden}
progress::-webkit-progress-bar{background:#ebe6dc}progress::-webkit-progress-value{background:#15803d}progress::-moz-progress-bar{background:#15803d}
ul.names{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:.4rem}ul.names li{background:#f7f4ee;border-radius:999px;padding:.2rem .7rem}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400}.check input{width:auto;margin:0}`;

/** `style-src` of the Content-Security-Policy: this stylesheet and nothing else (no scripts anywhere). */
export const STYLE_SOURCE = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * A whole page: language, viewport for phones, no indexing, optional self-refresh (still processing) and optional
 * further `<head>` elements (the harambee page's Open Graph tags, already escaped).
 */
export function renderDocument(
  text: PageLanguageTag,
  title: string,
  body: string,
  refreshSeconds?: number,
  head = '',
): string {
  return `<!doctype html><html lang="${text.htmlLang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${head}
${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** A page with one message and an optional link (unknown link, expired form, provider down). */
export function renderMessagePage(
  text: PageLanguageTag,
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  const back = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return renderDocument(
    text,
    title,
    `<section><h1 id="title">${escapeHtml(title)}</h1><p id="message">${escapeHtml(message)}</p>${back}</section>`,
  );
}
