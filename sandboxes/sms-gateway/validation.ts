/**
 * Request validation (docs/providers.md §1.7.2). A malformed body throws BadRequestError (→ 400 {"error"}); a badly
 * written *number* is not a body error: it passes here and becomes a per-entry rejection at submit.
 */
import { isCalendarDate, isClockTime, parseDateBound, parseEatDateTime } from './eat-time';
import { normalizeMsisdn } from './numbers';
import type { LogFilter, ReportFilter, TimeRange } from './store';

export class BadRequestError extends Error {}

/** One `{from,to,text,…}` object, with `to` always a list. */
export interface ParsedMessage {
  from: string;
  to: string[];
  text: string;
  reference: string | null;
  notifyUrl: string | null;
  callbackData: string | null;
  /** Epoch ms of `date`+`time` (EAT), null when not scheduled. */
  scheduledFor: number | null;
}

const SENDER_ID = /^[A-Za-z0-9]{1,11}$/;
const REPEATS = new Set(['hourly', 'daily', 'weekly', 'monthly']);
const MAX_LIMIT = 1000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(body: Record<string, unknown>, field: string, where: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new BadRequestError(`${where}${field} must be a string`);
  return value;
}

function parseRecipients(value: unknown, where: string): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) throw new BadRequestError(`${where}to must be a string or an array of strings`);
  if (value.length === 0) throw new BadRequestError(`${where}to must not be empty`);
  value.forEach((entry, index) => {
    if (typeof entry !== 'string') throw new BadRequestError(`${where}to[${index}] must be a string`);
  });
  return value as string[];
}

function parseNotifyUrl(body: Record<string, unknown>, where: string): string | null {
  const url = optionalString(body, 'notifyUrl', where);
  if (url !== null && !/^https?:\/\/\S+$/.test(url)) {
    throw new BadRequestError(`${where}notifyUrl must be an http(s) URL`);
  }
  return url;
}

/** `date`+`time` (EAT) → epoch ms; `repeat`/`start_date`/`end_date` are checked but not simulated. */
function parseSchedule(body: Record<string, unknown>, where: string): number | null {
  const date = optionalString(body, 'date', where);
  const time = optionalString(body, 'time', where);
  for (const field of ['start_date', 'end_date']) {
    const value = optionalString(body, field, where);
    if (value !== null && !isCalendarDate(value)) throw new BadRequestError(`${where}${field} must be YYYY-MM-DD`);
  }
  const repeat = optionalString(body, 'repeat', where);
  if (repeat !== null && !REPEATS.has(repeat)) {
    throw new BadRequestError(`${where}repeat must be one of hourly, daily, weekly, monthly`);
  }
  if (date === null && time === null) return null;
  if (date === null || time === null) throw new BadRequestError(`${where}date and time must be given together`);
  if (!isCalendarDate(date)) throw new BadRequestError(`${where}date must be YYYY-MM-DD`);
  if (!isClockTime(time)) throw new BadRequestError(`${where}time must be HH:mm`);
  return parseEatDateTime(date, time);
}

/** Validates one message object; `where` prefixes errors (`messages[2].`). */
function parseMessage(body: unknown, where: string): ParsedMessage {
  if (!isRecord(body)) throw new BadRequestError(`${where ? where.slice(0, -1) : 'body'} must be a JSON object`);
  const from = body.from;
  if (typeof from !== 'string' || !SENDER_ID.test(from)) {
    throw new BadRequestError(`${where}from must be 1-11 alphanumeric characters`);
  }
  if (body.to === undefined || body.to === null) throw new BadRequestError(`${where}to is required`);
  const to = parseRecipients(body.to, where);
  const text = body.text;
  if (typeof text !== 'string' || text.length === 0)
    throw new BadRequestError(`${where}text must be a non-empty string`);
  return {
    from,
    to,
    text,
    reference: optionalString(body, 'reference', where),
    notifyUrl: parseNotifyUrl(body, where),
    callbackData: optionalString(body, 'callbackData', where),
    scheduledFor: parseSchedule(body, where),
  };
}

/**
 * The numbers a send body (single or `{"messages":[…]}`) goes to, normalized, read leniently: what is not a number
 * is skipped, not refused (the latency control asks before the route has validated the body).
 */
export function recipientsOf(body: unknown): string[] {
  const messages = isRecord(body) && Array.isArray(body.messages) ? body.messages : [body];
  return messages.flatMap((m) => {
    const to = isRecord(m) ? m.to : undefined;
    return (Array.isArray(to) ? to : [to]).filter((n): n is string => typeof n === 'string').map(normalizeMsisdn);
  });
}

/** Body of `/text/single` and `/test/text/single`. */
export function parseSingleBody(body: unknown): ParsedMessage[] {
  return [parseMessage(body, '')];
}

/** Body of `/text/multi`: `{"messages":[…]}`. */
export function parseMultiBody(body: unknown): ParsedMessage[] {
  if (!isRecord(body)) throw new BadRequestError('body must be a JSON object');
  const messages = body.messages;
  if (!Array.isArray(messages) || messages.length === 0) {
    throw new BadRequestError('messages must be a non-empty array');
  }
  return messages.map((message, index) => parseMessage(message, `messages[${index}].`));
}

function queryValue(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new BadRequestError(`${name} must be given once`);
  return value;
}

function queryInteger(query: Record<string, unknown>, name: string, fallback: number, min: number): number {
  const raw = queryValue(query, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new BadRequestError(`${name} must be an integer >= ${min}`);
  return Number(raw);
}

function queryTimeRange(query: Record<string, unknown>): TimeRange {
  const range: TimeRange = {};
  for (const [name, bound] of [
    ['sentSince', 'since'],
    ['sentUntil', 'until'],
  ] as const) {
    const raw = queryValue(query, name);
    if (raw === undefined) continue;
    const parsed = parseDateBound(raw, bound);
    if (parsed === null) throw new BadRequestError(`${name} must be YYYY-MM-DD or an ISO timestamp`);
    range[bound] = parsed;
  }
  return range;
}

/** Query of `GET /logs`: from, to, sentSince, sentUntil, limit (default 25, max 1000), offset. */
export function parseLogQuery(query: Record<string, unknown>): LogFilter {
  const to = queryValue(query, 'to');
  return {
    ...queryTimeRange(query),
    from: queryValue(query, 'from'),
    to: to === undefined ? undefined : normalizeMsisdn(to),
    limit: Math.min(queryInteger(query, 'limit', 25, 1), MAX_LIMIT),
    offset: queryInteger(query, 'offset', 0, 0),
  };
}

/** Query of `GET /reports`: messageId, sentSince, sentUntil, limit (default 50, max 1000). */
export function parseReportQuery(query: Record<string, unknown>): ReportFilter & { messageId?: string } {
  return {
    ...queryTimeRange(query),
    messageId: queryValue(query, 'messageId'),
    limit: Math.min(queryInteger(query, 'limit', 50, 1), MAX_LIMIT),
  };
}
