/** The sandbox's message templates (docs/providers.md §3.5.2) in the Graph shape of §3.3, and their placeholders. */

export type TemplateStatus = 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'DISABLED';
export type TemplateCategory = 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';

export interface TemplateButton {
  type: 'URL' | 'QUICK_REPLY' | 'PHONE_NUMBER' | 'COPY_CODE';
  text: string;
  url?: string;
  phone_number?: string;
  example?: string[];
}

export interface TemplateComponent {
  type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS';
  /** HEADER only: TEXT, IMAGE, DOCUMENT, VIDEO, LOCATION. */
  format?: string;
  text?: string;
  example?: { header_text?: string[]; body_text?: string[][] };
  buttons?: TemplateButton[];
}

export interface SandboxTemplate {
  id: string;
  name: string;
  language: string;
  status: TemplateStatus;
  category: TemplateCategory;
  components: TemplateComponent[];
}

export const TEMPLATE_STATUSES: readonly TemplateStatus[] = ['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED'];
export const TEMPLATE_CATEGORIES: readonly TemplateCategory[] = ['MARKETING', 'UTILITY', 'AUTHENTICATION'];

const PLACEHOLDER = /\{\{(\d+)\}\}/g;

/** Distinct `{{n}}` in a text: what a component's parameter list must hold. */
export function placeholderCount(text: string | undefined): number {
  return new Set([...(text ?? '').matchAll(PLACEHOLDER)].map((match) => match[1])).size;
}

/** Replaces `{{n}}` with the n-th value (1-based); a placeholder without a value stays as written. */
export function fillPlaceholders(text: string, values: readonly string[]): string {
  return text.replace(PLACEHOLDER, (whole, n: string) => values[Number(n) - 1] ?? whole);
}

export const componentOf = (
  template: SandboxTemplate,
  type: TemplateComponent['type'],
): TemplateComponent | undefined => template.components.find((component) => component.type === type);

const body = (text: string, examples?: string[]): TemplateComponent =>
  examples ? { type: 'BODY', text, example: { body_text: [examples] } } : { type: 'BODY', text };

function invitationButtons(buttonBaseUrl: string, confirm: string, yes: string, no: string): TemplateComponent {
  return {
    type: 'BUTTONS',
    buttons: [
      { type: 'URL', text: confirm, url: `${buttonBaseUrl}{{1}}`, example: [`${buttonBaseUrl}k3J9xQ2w`] },
      { type: 'QUICK_REPLY', text: yes },
      { type: 'QUICK_REPLY', text: no },
    ],
  };
}

type Row = [
  name: string,
  language: string,
  status: TemplateStatus,
  category: TemplateCategory,
  components: TemplateComponent[],
];

function catalogue(buttonBaseUrl: string): Row[] {
  return [
    ['welcome_message', 'sw', 'APPROVED', 'UTILITY', [body('Karibu! Asante kwa kujiunga nasi.')]],
    ['welcome_message', 'en', 'APPROVED', 'UTILITY', [body('Welcome! Thank you for joining us.')]],
    [
      'event_reminder',
      'sw',
      'APPROVED',
      'UTILITY',
      [body('Ukumbusho: {{1}} ni kesho. Tunakusubiri!', ['Harusi ya Neema'])],
    ],
    [
      'event_reminder',
      'en',
      'APPROVED',
      'UTILITY',
      [body('Reminder: {{1}} is tomorrow. We look forward to seeing you!', ["Neema's wedding"])],
    ],
    [
      'payment_received',
      'sw',
      'APPROVED',
      'UTILITY',
      [body('Asante {{1}}, tumepokea mchango wako wa TZS {{2}}.', ['Juma', '50,000'])],
    ],
    [
      'payment_received',
      'en',
      'APPROVED',
      'UTILITY',
      [body('Thank you {{1}}, we have received your contribution of TZS {{2}}.', ['Juma', '50,000'])],
    ],
    [
      'event_invitation',
      'sw',
      'APPROVED',
      'UTILITY',
      [
        body('Habari {{1}}, umealikwa kwenye {{2}}. Thibitisha hapa chini.', ['Juma', 'Harusi ya Neema']),
        invitationButtons(buttonBaseUrl, 'Thibitisha', 'Nitahudhuria', 'Sitaweza'),
      ],
    ],
    [
      'event_invitation',
      'en',
      'APPROVED',
      'UTILITY',
      [
        body('Hello {{1}}, you are invited to {{2}}. Confirm below.', ['Juma', "Neema's wedding"]),
        invitationButtons(buttonBaseUrl, 'Confirm', 'I will attend', 'I cannot attend'),
      ],
    ],
    ['promo_offer', 'en', 'PENDING', 'MARKETING', [body('Special offer: {{1}} off everything this week!', ['20%'])]],
    ['old_notice', 'sw', 'REJECTED', 'UTILITY', [body('Taarifa hii imepitwa na wakati.')]],
  ];
}

/** The templates a fresh (or reset) sandbox holds, with stable ids. */
export function defaultTemplates(buttonBaseUrl: string): SandboxTemplate[] {
  return catalogue(buttonBaseUrl).map(([name, language, status, category, components], index) => ({
    id: String(1192348123412300 + index),
    name,
    language,
    status,
    category,
    components,
  }));
}
