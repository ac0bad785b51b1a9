import express, { Router } from 'express';
import type { ApiDeps } from '../http/deps';
import { validationFailed } from '../http/errors/errors';
import type { MessageOnly, Static } from '../http/openapi/response-schema';
import { assertFromGateway } from './sms-delivery';
import { normalizeTanzanianPhone } from '../../domain/contacts/phone';
import type { NewInboundSms } from '../../db/messaging/sms-inbound';
import { receiveInboundSms } from '../../use-cases/messaging/inbound/sms-inbound';
import { deferInboundSms } from '../../use-cases/messaging/inbound/sms-inbound-deferral';
import { isDatabaseUnavailable } from '../../db/database-unavailable';

/** Longer texts are no SMS (a concatenated SMS of 10 parts is 1,530 characters). */
const MAX_TEXT_LENGTH = 5000;

const field = (body: Record<string, unknown>, name: string): string | null =>
  typeof body[name] === 'string' ? body[name] : null;

/** `2026-11-28 15:04:05`, the gateway's local time (EAT, UTC+3); null when absent or unreadable. */
function eatDate(value: string | null): Date | null {
  const match = value === null ? null : /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}+03:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The incoming SMS a callback body carries, or the fields that are missing or wrong. */
function parseInboundCallback(body: unknown): { sms: NewInboundSms } | { errors: Record<string, string[]> } {
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const id = field(fields, 'id');
  const from = field(fields, 'from');
  const text = field(fields, 'text');
  const errors: Record<string, string[]> = {};
  if (!id || id.length > 128) errors.id = ['The id field is required (at most 128 characters).'];
  // A foreign number is kept as it came (it matches no organization); only a Tanzanian one is put in canonical form.
  const number = from === null ? null : (normalizeTanzanianPhone(from) ?? from.replace(/^\+/, ''));
  if (number === null || !/^\d{6,15}$/.test(number)) errors.from = ['The from field must be a phone number.'];
  if (text === null || text.length > MAX_TEXT_LENGTH)
    errors.text = [`The text field is required (at most ${MAX_TEXT_LENGTH} characters).`];
  if (Object.keys(errors).length > 0) return { errors };
  const sms: NewInboundSms = {
    gatewayId: id!,
    from: number!,
    to: (field(fields, 'to') ?? '').slice(0, 32),
    text: text!,
    sentAt: eatDate(field(fields, 'date')),
    linkId: field(fields, 'linkId')?.slice(0, 128) ?? null,
    networkCode: field(fields, 'networkCode')?.slice(0, 16) ?? null,
  };
  return { sms };
}

/**
 * Stores and handles the message now; while PostgreSQL is down it goes to its own Temporal workflow instead, which
 * does it once the database is back (an error answer would make the gateway retry a few seconds, then give up).
 * Throws (500) only when Temporal cannot take it either.
 */
async function receiveOrDefer(deps: ApiDeps, sms: NewInboundSms): Promise<void> {
  try {
    await receiveInboundSms(deps, sms);
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    await deferInboundSms(deps, sms);
    deps.logger.warn({ gatewayId: sms.gatewayId }, 'incoming SMS kept in Temporal while the database is unavailable');
  }
}

/**
 * The gateway's incoming SMS (docs/providers.md §1.8): form-encoded as Africa's Talking posts them, at the token
 * URL only (DELIVERY_WEBHOOK_TOKEN, 401 on a wrong one). Stored once per `id` (a retry answers 200 and changes
 * nothing), handled, answered 200.
 */
export function createSmsInboundRouter(deps: ApiDeps): Router {
  const router = Router();
  const parseForm = express.urlencoded({ extended: false, limit: '64kb' });

  router.post(
    '/webhooks/sms-inbound/:token',
    (req, _res, next) => {
      assertFromGateway(req, deps.config.deliveryWebhookToken);
      next();
    },
    parseForm,
    async (req, res) => {
      const parsed = parseInboundCallback(req.body);
      if ('errors' in parsed) throw validationFailed(parsed.errors);
      await receiveOrDefer(deps, parsed.sms);
      res.json({ message: 'Incoming SMS received.' } satisfies Static<typeof MessageOnly>);
    },
  );

  return router;
}
