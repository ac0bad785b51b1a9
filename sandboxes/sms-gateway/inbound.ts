/**
 * Incoming SMS (docs/providers.md §1.8): `POST /__sandbox/inbound` plays a handset replying to the shared short code.
 * The gateway posts it to the platform the way Africa's Talking posts incoming messages: a form-encoded body with
 * `from` (+255…), `to`, `text`, `date` (EAT, `YYYY-MM-DD HH:MM:SS`), a unique `id`, `linkId` and `networkCode`,
 * retried like the delivery callbacks on a non-2xx answer.
 */
import { randomUUID } from 'node:crypto';
import { mccMncOf, normalizeMsisdn } from './numbers';
import { BadRequestError } from './validation';

/** The short code replies go to when the control body names none. */
export const DEFAULT_SHORT_CODE = '15300';

/** One incoming SMS as the gateway keeps it and posts it. */
export interface InboundSms {
  id: string;
  from: string;
  to: string;
  text: string;
  date: string;
  linkId: string;
  networkCode: string;
  url: string;
}

const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** `2026-11-28 15:04:05`, the local (EAT) time Africa's Talking prints in `date`. */
export const formatInboundDate = (epochMs: number): string =>
  new Date(epochMs + EAT_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

function stringField(body: Record<string, unknown>, field: string, optional = false): string | undefined {
  const value = body[field];
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || value.trim() === '')
    throw new BadRequestError(`${field} must be a non-empty string`);
  return value;
}

/** The incoming SMS a control body describes, stamped with a new id and now. */
export function newInboundSms(body: Record<string, unknown>, url: string, now = Date.now()): InboundSms {
  const from = normalizeMsisdn(stringField(body, 'from')!);
  if (!/^255\d{9}$/.test(from)) throw new BadRequestError('from must be a Tanzanian number (255 and 9 digits)');
  const text = body.text;
  if (typeof text !== 'string') throw new BadRequestError('text must be a string');
  return {
    id: randomUUID(),
    from: `+${from}`,
    to: stringField(body, 'to', true) ?? DEFAULT_SHORT_CODE,
    text,
    date: formatInboundDate(now),
    linkId: randomUUID(),
    networkCode: mccMncOf(from) ?? '64002',
    url,
  };
}

/** The form body of the POST, built once so retries resend the same bytes. */
export const inboundFormBody = (sms: InboundSms): string =>
  new URLSearchParams({
    from: sms.from,
    to: sms.to,
    text: sms.text,
    date: sms.date,
    id: sms.id,
    linkId: sms.linkId,
    networkCode: sms.networkCode,
  }).toString();
