/**
 * Shape checks of `POST /{PHONE_NUMBER_ID}/messages` (docs/providers.md §3.1, §3.5.3): what Meta refuses with code 100
 * before it looks at any template. Template-specific checks live in template-send.ts.
 */
import { graphErrors } from './graph-errors';

/** One parameter of a component; only `text` parameters carry a value the sandbox renders. */
export interface SendParameter {
  type: string;
  text?: string;
}

export interface SendComponent {
  type: 'header' | 'body' | 'button';
  subType: string | null;
  index: number | null;
  parameters: SendParameter[];
}

interface CommonFields {
  /** Digits as given, without a leading `+`. */
  to: string;
  bizOpaque: string | null;
}

export type SendRequest =
  | (CommonFields & { type: 'template'; name: string; language: string; components: SendComponent[] })
  | (CommonFields & { type: 'text'; text: string });

const MAX_TEXT = 4096;
const MAX_BIZ_OPAQUE = 512;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function requiredString(value: unknown, name: string): string {
  if (value === undefined || value === null || value === '') throw graphErrors.requiredParameter(name);
  if (typeof value !== 'string') throw graphErrors.invalidParameter(`${name} must be a string`);
  return value;
}

function parseTo(value: unknown): string {
  const to = requiredString(value, 'to').trim().replace(/^\+/, '');
  if (!/^\d{8,15}$/.test(to)) throw graphErrors.invalidParameter('to: must be a phone number of 8 to 15 digits');
  return to;
}

function parseParameters(value: unknown, where: string): SendParameter[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw graphErrors.invalidParameter(`${where}: parameters must be an array`);
  return value.map((parameter, index) => {
    if (!isRecord(parameter) || typeof parameter.type !== 'string') {
      throw graphErrors.invalidParameter(`${where}: parameter ${index} must be an object with a type`);
    }
    if (parameter.type !== 'text') return { type: parameter.type };
    if (typeof parameter.text !== 'string') throw graphErrors.requiredParameter(`${where}.parameters[${index}].text`);
    return { type: 'text', text: parameter.text };
  });
}

function parseComponent(value: unknown, index: number): SendComponent {
  const where = `template.components[${index}]`;
  if (!isRecord(value)) throw graphErrors.invalidParameter(`${where} must be an object`);
  const type = String(value.type ?? '').toLowerCase();
  if (type !== 'header' && type !== 'body' && type !== 'button') {
    throw graphErrors.invalidParameter(`${where}.type must be header, body or button`);
  }
  const buttonIndex = type === 'button' ? Number(value.index) : null;
  if (buttonIndex !== null && (!Number.isInteger(buttonIndex) || buttonIndex < 0 || buttonIndex > 9)) {
    throw graphErrors.invalidParameter(`${where}.index must be a button position from 0 to 9`);
  }
  const subType = type === 'button' ? String(value.sub_type ?? '').toLowerCase() : null;
  return { type, subType, index: buttonIndex, parameters: parseParameters(value.parameters, `${where}`) };
}

function parseTemplate(value: unknown): { name: string; language: string; components: SendComponent[] } {
  if (!isRecord(value)) throw graphErrors.requiredParameter('template');
  const name = requiredString(value.name, 'template.name');
  if (!isRecord(value.language)) throw graphErrors.requiredParameter('template.language');
  const language = requiredString(value.language.code, 'template.language.code');
  const components = value.components ?? [];
  if (!Array.isArray(components)) throw graphErrors.invalidParameter('template.components must be an array');
  return { name, language, components: components.map(parseComponent) };
}

function parseText(value: unknown): string {
  if (!isRecord(value)) throw graphErrors.requiredParameter('text');
  const body = requiredString(value.body, 'text.body');
  if (body.length > MAX_TEXT) throw graphErrors.invalidParameter(`text.body may not exceed ${MAX_TEXT} characters`);
  return body;
}

function parseBizOpaque(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > MAX_BIZ_OPAQUE) {
    throw graphErrors.invalidParameter(
      `biz_opaque_callback_data must be a string of at most ${MAX_BIZ_OPAQUE} characters`,
    );
  }
  return value;
}

/** Validates a send body; throws the GraphError Meta answers (code 100) for a malformed one. */
export function parseSendRequest(body: unknown): SendRequest {
  if (!isRecord(body)) throw graphErrors.invalidParameter('the request body must be a JSON object');
  if (body.messaging_product === undefined) throw graphErrors.requiredParameter('messaging_product');
  if (body.messaging_product !== 'whatsapp') throw graphErrors.invalidParameter('messaging_product must be whatsapp');
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual') {
    throw graphErrors.invalidParameter('recipient_type must be individual');
  }
  const common = { to: parseTo(body.to), bizOpaque: parseBizOpaque(body.biz_opaque_callback_data) };
  // Meta sends `text` when no type is given.
  const type = body.type ?? 'text';
  if (type === 'template') return { ...common, type, ...parseTemplate(body.template) };
  if (type === 'text') return { ...common, type, text: parseText(body.text) };
  throw graphErrors.invalidParameter(`type: the sandbox sends template and text messages, not ${String(type)}`);
}
