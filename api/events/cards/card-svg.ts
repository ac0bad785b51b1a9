import { create as createQrCode } from 'qrcode';
import type { CardView } from './card-view';

/** The card's width in CSS pixels; its height follows from what it holds. */
export const CARD_WIDTH = 640;
const PAD = 40;
const QR_SIZE = 360;
const ACCENT = '#7a1f3d';
const INK = '#1f2328';
const MUTED = '#5d6166';
/** Fonts the rendering host has (resvg loads the system's): DejaVu on Debian, the rest as fallbacks. */
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Text inside an SVG element: everything the XML parser could take for markup is escaped. */
const xml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * `text` in lines of at most `perLine` characters (an SVG has no wrapping), at most `maxLines` of them, the last one
 * cut with an ellipsis when more was left; a word longer than a line is broken.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const parts: string[] = [];
      for (let i = 0; i < word.length; i += perLine) parts.push(word.slice(i, i + perLine));
      return parts;
    });
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.length > 0 ? lines[lines.length - 1]! : null;
    if (last !== null && last.length + 1 + word.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1)}…`;
  return kept;
}

/** The QR code's dark modules as one path, a run of dark modules in a row per rectangle, `scale` units per module. */
function qrPath(payload: string, scale: number): { d: string; size: number } {
  const { modules } = createQrCode(payload, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const runs: string[] = [];
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && modules.get(y, x)) x++;
      runs.push(`M${start * scale} ${y * scale}h${(x - start) * scale}v${scale}h${-(x - start) * scale}z`);
    }
  }
  return { d: runs.join(''), size: n * scale };
}

interface Line {
  text: string;
  size: number;
  color: string;
  weight?: 'bold';
  /** The gap above the line, beyond its own size. */
  gap?: number;
  spacing?: number;
}

/** Lines of text from `y` on (each at its baseline); returns the elements and the y below the last. */
function textBlock(lines: Line[], y: number): { svg: string; y: number } {
  let at = y;
  const svg = lines
    .map((line) => {
      at += (line.gap ?? 0) + line.size * 1.25;
      const weight = line.weight ? ` font-weight="bold"` : '';
      const spacing = line.spacing ? ` letter-spacing="${line.spacing}"` : '';
      return `<text x="${PAD}" y="${at}" font-size="${line.size}" fill="${line.color}"${weight}${spacing}>${xml(line.text)}</text>`;
    })
    .join('');
  return { svg, y: at };
}

/**
 * The entry card as an SVG document: a band with the event (kind, name, date, venue), then the guest, the card type and
 * how many it admits, and the QR code of the entry code. Names are wrapped and cut to fit (by a character estimate).
 */
export function cardSvg(view: CardView): string {
  const band = textBlock(
    [
      { text: `${view.kind} · ${view.title}`.toUpperCase(), size: 18, color: '#ffffff', spacing: 1.5 },
      ...wrapText(view.eventName, 22, 2).map((text, n): Line => ({
        text,
        size: 38,
        color: '#ffffff',
        weight: 'bold',
        gap: n === 0 ? 10 : 0,
      })),
      ...view.details.flatMap(([label, value], n) =>
        wrapText(`${label}: ${value}`, 42, 2).map((text, m): Line => ({
          text,
          size: 22,
          color: '#f3e3e8',
          gap: n === 0 && m === 0 ? 14 : 2,
        })),
      ),
    ],
    PAD - 6,
  );
  const bandHeight = band.y + PAD - 6;
  const guest = textBlock(
    [
      { text: view.guestLabel.toUpperCase(), size: 18, color: MUTED, spacing: 1.5 },
      ...wrapText(view.guestName, 23, 2).map((text): Line => ({ text, size: 34, color: INK, weight: 'bold' })),
    ],
    bandHeight + 18,
  );
  const badgeTop = guest.y + 22;
  const badgeWidth = Math.min(CARD_WIDTH - 2 * PAD, 40 + view.badge.length * 13);
  const badge = `<rect x="${PAD}" y="${badgeTop}" width="${badgeWidth}" height="44" rx="22" fill="${ACCENT}"/>
<text x="${PAD + 20}" y="${badgeTop + 30}" font-size="22" font-weight="bold" fill="#ffffff">${xml(view.badge)}</text>`;
  const qrTop = badgeTop + 44 + 30;
  const qr = qrPath(view.qrPayload, 1);
  const qrScale = QR_SIZE / qr.size;
  const qrLeft = (CARD_WIDTH - QR_SIZE) / 2;
  const footerY = qrTop + QR_SIZE + 46;
  const height = footerY + PAD;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${height}" viewBox="0 0 ${CARD_WIDTH} ${height}" font-family="${FONT}">
<rect width="${CARD_WIDTH}" height="${height}" fill="#ffffff"/>
<rect width="${CARD_WIDTH}" height="${bandHeight}" fill="${ACCENT}"/>${band.svg}${guest.svg}${badge}
<path transform="translate(${qrLeft} ${qrTop}) scale(${qrScale})" d="${qr.d}" fill="#000000" shape-rendering="crispEdges"/>
<text x="${CARD_WIDTH / 2}" y="${footerY}" font-size="20" fill="${MUTED}" text-anchor="middle">${xml(view.footer)}</text>
</svg>`;
}
