import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Purchase } from '../../db/models';
import { PDF_FONT, renderPdf } from '../http/render-pdf';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Dar_es_Salaam',
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export const receiptNumberFor = (purchaseId: number): string => `RCT-${String(purchaseId).padStart(6, '0')}`;
const formatTzs = (amount: number): string => `TZS ${amount.toLocaleString('en-US')}`;
const formatWhen = (value: Date | null): string => (value ? `${dateTime.format(value)} EAT` : '-');

/** The label/value rows of a receipt, in order; also what a reader checks the PDF's text against. */
export function receiptRows(purchase: Purchase, organizationName: string): [string, string][] {
  const online = purchase.kind === 'online';
  return [
    ['Organization', organizationName],
    ['Receipt number', receiptNumberFor(purchase.id)],
    ['Purchase date', formatWhen(purchase.createdAt)],
    ['Payment date', formatWhen(purchase.approvedAt ?? purchase.creditedAt)],
    ['Channel', purchase.channel === 'chat' ? 'Chat credits' : 'SMS credits'],
    ['Quantity', purchase.smsQuantity.toLocaleString('en-US')],
    ['Unit price', formatTzs(purchase.unitPrice)],
    ['Total', formatTzs(purchase.totalAmount)],
    ['Payment method', online ? (purchase.paymentMethod ?? 'Online payment') : 'Manual transfer'],
    ['Confirmation code', (online ? purchase.confirmationCode : purchase.transactionReference) ?? '-'],
    ...(online && purchase.merchantReference
      ? [['Merchant reference', purchase.merchantReference] as [string, string]]
      : []),
    ...(!online && purchase.payerPhone ? [['Payer phone', purchase.payerPhone] as [string, string]] : []),
  ];
}

const MUTED = '#5b6b7c';
const RULE = '#d5dbe3';

/** Thin rules between rows, a stronger one above the total, none at the edges. */
const rowLayout = (totalRow: number) => ({
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
    i === 0 || i === node.table.body.length ? 0 : i === totalRow ? 1 : 0.5,
  hLineColor: (i: number) => (i === totalRow ? '#1d2733' : RULE),
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingRight: () => 0,
  paddingTop: () => 5,
  paddingBottom: () => 5,
});

function documentFor(purchase: Purchase, organizationName: string): TDocumentDefinitions {
  const rows = receiptRows(purchase, organizationName);
  const totalRow = rows.findIndex(([label]) => label === 'Total');
  const body = rows.map(([label, value]): Content[] => {
    const total = label === 'Total';
    return [
      { text: label, color: total ? '#1d2733' : MUTED, bold: total },
      { text: value, bold: total, fontSize: total ? 12 : 10 },
    ];
  });
  return {
    info: { title: `Receipt ${receiptNumberFor(purchase.id)}`, author: 'Messaging platform' },
    pageSize: 'A5',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: PDF_FONT, fontSize: 10, color: '#1d2733' },
    content: [
      {
        columns: [
          {
            stack: [
              { text: 'Payment receipt', fontSize: 18, bold: true },
              { text: receiptNumberFor(purchase.id), color: MUTED, margin: [0, 2, 0, 0] },
            ],
          },
          { text: 'PAID', width: 'auto', bold: true, fontSize: 14, color: '#15803d', margin: [0, 4, 0, 0] },
        ],
      },
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 339, y2: 0, lineWidth: 2, lineColor: '#1d4ed8' }],
        margin: [0, 12, 0, 14],
      },
      { table: { widths: [115, '*'], body }, layout: rowLayout(totalRow) },
      {
        text: 'Thank you for your purchase. The credits were added to your balance when the payment was approved.',
        fontSize: 8,
        color: MUTED,
        margin: [0, 20, 0, 0],
      },
    ],
  };
}

/** The receipt of an approved purchase as a PDF. */
export async function renderReceiptPdf(purchase: Purchase, organizationName: string): Promise<Buffer> {
  return renderPdf(documentFor(purchase, organizationName));
}
