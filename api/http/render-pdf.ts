import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// The standard 14 PDF fonts need no font files; nothing else (URLs, local files) may be loaded while rendering.
const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const STANDARD_FONT_NAMES = new Set(Object.values(HELVETICA));
pdfmake.addFonts({ Helvetica: HELVETICA });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONT_NAMES.has(path));

/** The font family every document uses (`defaultStyle.font`). */
export const PDF_FONT = 'Helvetica';

/** Renders a pdfmake document (receipts, event reports) to a PDF buffer. */
export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(document).getBuffer();
}
