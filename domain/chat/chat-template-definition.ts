/**
 * What the platform keeps of a provider template (docs/providers.md §3.3): its texts, its variables and its buttons.
 * The variables are the distinct `{{n}}` of a TEXT header, then of the body, in that order; each is labelled with
 * the provider's example value, else its position ("1", "2"…): only the position matters to a sender.
 */

/** A template as the provider lists it: only what the platform reads (infra's client type satisfies it). */
export interface ListedTemplate {
  id: string;
  name: string;
  language: string;
  status: string;
  category: string;
  components: ListedTemplateComponent[];
}

export interface ListedTemplateComponent {
  type: string;
  format?: string;
  text?: string;
  example?: { header_text?: string[]; body_text?: string[][] };
  buttons?: Array<{ type: string; text?: string; url?: string }>;
}

export type ChatTemplateButton =
  | { type: 'url'; index: number; text: string; url: string }
  | { type: 'quick_reply'; index: number; text: string }
  | { type: 'phone_number' | 'copy_code' | 'other'; index: number; text: string };

export interface ChatTemplateDefinition {
  providerTemplateId: string;
  name: string;
  language: string;
  status: string;
  category: string;
  bodyText: string;
  headerText: string | null;
  variablesCount: number;
  variableLabels: string[];
  buttons: ChatTemplateButton[];
}

const PLACEHOLDER = /\{\{(\d+)\}\}/g;

/** The distinct `n` of `{{n}}` in a text, ascending. */
export function placeholderNumbers(text: string | null | undefined): number[] {
  return [...new Set([...(text ?? '').matchAll(PLACEHOLDER)].map((match) => Number(match[1])))].sort((a, b) => a - b);
}

const componentOf = (template: ListedTemplate, type: string): ListedTemplateComponent | undefined =>
  template.components.find((component) => component.type.toUpperCase() === type);

/** A header counts only when it is text (media headers take a media parameter, not a variable). */
function textHeaderOf(template: ListedTemplate): ListedTemplateComponent | undefined {
  const header = componentOf(template, 'HEADER');
  return header && (header.format ?? 'TEXT').toUpperCase() === 'TEXT' && typeof header.text === 'string'
    ? header
    : undefined;
}

function buttonsOf(template: ListedTemplate): ChatTemplateButton[] {
  return (componentOf(template, 'BUTTONS')?.buttons ?? []).map((button, index): ChatTemplateButton => {
    const text = button.text ?? '';
    const type = button.type.toUpperCase();
    if (type === 'URL') return { type: 'url', index, text, url: button.url ?? '' };
    if (type === 'QUICK_REPLY') return { type: 'quick_reply', index, text };
    return {
      type: type === 'PHONE_NUMBER' ? 'phone_number' : type === 'COPY_CODE' ? 'copy_code' : 'other',
      index,
      text,
    };
  });
}

/** Reduces a provider template to what the platform stores. */
export function describeChatTemplate(template: ListedTemplate): ChatTemplateDefinition {
  const header = textHeaderOf(template);
  const body = componentOf(template, 'BODY');
  const headerNumbers = placeholderNumbers(header?.text);
  const bodyNumbers = placeholderNumbers(body?.text);
  const headerExamples = header?.example?.header_text ?? [];
  const bodyExamples = body?.example?.body_text?.[0] ?? [];
  const labels = [
    ...headerNumbers.map((n) => headerExamples[n - 1]),
    ...bodyNumbers.map((n) => bodyExamples[n - 1]),
  ].map((example, position) => (typeof example === 'string' && example.trim() !== '' ? example : String(position + 1)));
  return {
    providerTemplateId: template.id,
    name: template.name,
    language: template.language,
    status: template.status.toUpperCase(),
    category: template.category.toUpperCase(),
    bodyText: body?.text ?? '',
    headerText: header?.text ?? null,
    variablesCount: labels.length,
    variableLabels: labels,
    buttons: buttonsOf(template),
  };
}
