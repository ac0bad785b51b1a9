/** Bodies of the control routes that create things: an inbound message, a template. */
import { ControlError } from './middleware';
import { normalizeNumber } from './magic-numbers';
import { TEMPLATE_CATEGORIES, TEMPLATE_STATUSES, type SandboxTemplate, type TemplateComponent } from './templates';
import type { InboundMessage, InboundReply } from './webhooks';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') throw new ControlError(400, `${field} must be a non-empty string`);
  return value;
}

function replyOf(body: Record<string, unknown>): InboundReply {
  if (isRecord(body.button)) {
    return {
      type: 'button',
      payload: text(body.button.payload, 'button.payload'),
      text: text(body.button.text, 'button.text'),
    };
  }
  if (isRecord(body.interactive)) {
    const replyType = body.interactive.type ?? 'button_reply';
    if (replyType !== 'button_reply' && replyType !== 'list_reply') {
      throw new ControlError(400, 'interactive.type must be button_reply or list_reply');
    }
    return {
      type: 'interactive',
      replyType,
      id: text(body.interactive.id, 'interactive.id'),
      title: text(body.interactive.title, 'interactive.title'),
    };
  }
  return { type: 'text', text: text(body.text, 'text') };
}

/**
 * `{"from","name"?,"text"}`, `{"from","button":{"payload","text"},"context_id"?}` or
 * `{"from","interactive":{"type"?,"id","title"},"context_id"?}`.
 */
export function parseInboundBody(body: Record<string, unknown>): Omit<InboundMessage, 'wamid' | 'at'> {
  const from = normalizeNumber(text(body.from, 'from'));
  if (!/^\d{8,15}$/.test(from)) throw new ControlError(400, 'from must be a phone number of 8 to 15 digits');
  const name = body.name === undefined ? 'Sandbox User' : text(body.name, 'name');
  const contextWamid = body.context_id === undefined ? null : text(body.context_id, 'context_id');
  return { from, name, reply: replyOf(body), contextWamid };
}

/** `{"name","language","status"?="APPROVED","category"?="UTILITY","components":[…]}` in the Graph shape. */
export function parseTemplateBody(body: Record<string, unknown>): Omit<SandboxTemplate, 'id'> {
  const name = text(body.name, 'name');
  if (!/^[a-z0-9_]{1,512}$/.test(name)) throw new ControlError(400, 'name must be lowercase letters, digits and _');
  const status = body.status ?? 'APPROVED';
  const category = body.category ?? 'UTILITY';
  if (!TEMPLATE_STATUSES.includes(status as SandboxTemplate['status'])) {
    throw new ControlError(400, `status must be one of ${TEMPLATE_STATUSES.join(', ')}`);
  }
  if (!TEMPLATE_CATEGORIES.includes(category as SandboxTemplate['category'])) {
    throw new ControlError(400, `category must be one of ${TEMPLATE_CATEGORIES.join(', ')}`);
  }
  const components = body.components;
  const types = ['HEADER', 'BODY', 'FOOTER', 'BUTTONS'];
  if (!Array.isArray(components) || !components.every((c) => isRecord(c) && types.includes(String(c.type)))) {
    throw new ControlError(400, 'components must be an array of HEADER, BODY, FOOTER and BUTTONS objects');
  }
  return {
    name,
    language: text(body.language, 'language'),
    status: status as SandboxTemplate['status'],
    category: category as SandboxTemplate['category'],
    components: components as TemplateComponent[],
  };
}
