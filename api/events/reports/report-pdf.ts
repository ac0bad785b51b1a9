import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Event } from '../../../db/models';
import type { EventReportSummary, PaymentsByMethod, ReportInvitee } from '../../../db/events/report';
import { PAYMENT_METHODS } from '../../../domain/events/vocabulary';
import { formatEventDate, formatTzs } from '../../../domain/events/placeholders';
import { PDF_FONT, renderPdf } from '../../http/render-pdf';

/** Everything the one-page summary shows. */
export interface EventReportView {
  organization: string;
  event: Event;
  summary: EventReportSummary;
  topOutstanding: ReportInvitee[];
  paymentsByMethod: PaymentsByMethod;
  generatedAt: Date;
}

const METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: 'Cash',
  mobile_money: 'Mobile money',
  bank: 'Bank',
  other: 'Other',
};

/** The payments per method: label, how many, total. */
export function methodRows(byMethod: PaymentsByMethod): Array<[string, string, string]> {
  return PAYMENT_METHODS.map((m) => [METHOD_LABELS[m], String(byMethod[m].count), formatTzs(byMethod[m].total)]);
}

const INK = '#1d2733';
const MUTED = '#5b6b7c';
const ACCENT = '#1d4ed8';
const BAR_WIDTH = 250;

// part × 100 first: 145,000 of 1,000,000 is exactly 14.5 → 15%, where part / whole × 100 gives 14.4999….
const percent = (part: number, whole: number): string => (whole > 0 ? `${Math.round((part * 100) / whole)}%` : '-');
const generatedAt = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Dar_es_Salaam',
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The funnel invited → confirmed → pledged → paid as label, count, share of invited and a bar. */
export function funnelRows(summary: EventReportSummary): Array<[string, number, string]> {
  return [
    ['Invited', summary.invited, percent(summary.invited, summary.invited)],
    ['Confirmed', summary.confirmed, percent(summary.confirmed, summary.invited)],
    ['Pledged', summary.pledged, percent(summary.pledged, summary.invited)],
    ['Paid', summary.paid, percent(summary.paid, summary.invited)],
  ];
}

/** Money against the target, as label/value rows. */
export function moneyRows(event: Event, summary: EventReportSummary): Array<[string, string]> {
  const target = event.targetAmount;
  const ofTarget = (amount: number) => (target ? ` (${percent(amount, target)} of target)` : '');
  return [
    ['Target', target ? formatTzs(target) : 'No target set'],
    ['Pledged', `${formatTzs(summary.totalPledged)}${ofTarget(summary.totalPledged)}`],
    ['Collected', `${formatTzs(summary.totalCollected)}${ofTarget(summary.totalCollected)}`],
    ['Outstanding pledges', formatTzs(summary.outstanding)],
  ];
}

const sectionTitle = (text: string): Content => ({ text, bold: true, fontSize: 12, margin: [0, 16, 0, 6] });
const plainLayout = {
  hLineWidth: () => 0.5,
  hLineColor: () => '#d5dbe3',
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingRight: () => 8,
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

function funnelTable(summary: EventReportSummary): Content {
  const body = funnelRows(summary).map(([label, count, share]): Content[] => [
    { text: label },
    { text: String(count), alignment: 'right' },
    { text: share, alignment: 'right', color: MUTED },
    {
      canvas: [
        {
          type: 'rect',
          x: 0,
          y: 2,
          w: summary.invited > 0 ? Math.max(1, (BAR_WIDTH * count) / summary.invited) : 1,
          h: 9,
          color: ACCENT,
        },
      ],
    },
  ]);
  return { table: { widths: [90, 50, 40, BAR_WIDTH], body }, layout: plainLayout };
}

function outstandingTable(invitees: ReportInvitee[]): Content {
  if (invitees.length === 0) return { text: 'No outstanding pledges.', color: MUTED };
  const header = ['Name', 'Phone', 'Pledged', 'Paid', 'Balance'].map((text, n): Content => ({
    text,
    bold: true,
    alignment: n > 1 ? 'right' : 'left',
  }));
  const rows = invitees.map((i): Content[] => [
    { text: i.name },
    { text: i.phone },
    { text: formatTzs(i.pledge_amount), alignment: 'right' },
    { text: formatTzs(i.paid_amount), alignment: 'right' },
    { text: formatTzs(i.balance), alignment: 'right', bold: true },
  ]);
  return { table: { headerRows: 1, widths: ['*', 85, 85, 85, 85], body: [header, ...rows] }, layout: plainLayout };
}

function documentFor(view: EventReportView): TDocumentDefinitions {
  const { event, summary } = view;
  const details = [event.type, formatEventDate(event.eventDate), event.venue, `status: ${event.status}`]
    .filter(Boolean)
    .join('  ·  ');
  return {
    info: { title: `Event report: ${event.name}`, author: view.organization },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: PDF_FONT, fontSize: 10, color: INK },
    content: [
      { text: view.organization, color: MUTED },
      { text: event.name, fontSize: 20, bold: true, margin: [0, 2, 0, 2] },
      { text: details, color: MUTED },
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 2, lineColor: ACCENT }],
        margin: [0, 10, 0, 0],
      },
      sectionTitle('Invitees'),
      funnelTable(summary),
      { text: `Declined: ${summary.declined}`, color: MUTED, margin: [0, 4, 0, 0] },
      sectionTitle('Money'),
      {
        table: {
          widths: [140, '*'],
          body: moneyRows(event, summary).map(([label, value]) => [
            { text: label, color: MUTED },
            { text: value, bold: true },
          ]),
        },
        layout: plainLayout,
      },
      sectionTitle('Payments by method'),
      {
        table: {
          widths: [140, 50, '*'],
          body: methodRows(view.paymentsByMethod).map(([label, count, total]) => [
            { text: label, color: MUTED },
            { text: count, alignment: 'right' },
            { text: total, bold: true },
          ]),
        },
        layout: plainLayout,
      },
      sectionTitle('Attendance'),
      {
        text: `Checked in: ${summary.checkedIn} invitees  ·  Guests admitted: ${summary.guestsAdmitted}`,
      },
      sectionTitle(
        view.topOutstanding.length > 0
          ? `Top ${view.topOutstanding.length} outstanding pledges`
          : 'Outstanding pledges',
      ),
      outstandingTable(view.topOutstanding),
      {
        text: `Generated ${generatedAt.format(view.generatedAt)} EAT`,
        fontSize: 8,
        color: MUTED,
        margin: [0, 18, 0, 0],
      },
    ],
  };
}

/** The organiser's one-page summary of an event (pdfmake, A4). */
export function renderEventReportPdf(view: EventReportView): Promise<Buffer> {
  return renderPdf(documentFor(view));
}
