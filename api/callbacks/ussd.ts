import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request } from 'express';
import type { ApiDeps } from '../http/deps';
import { unauthenticated, validationFailed } from '../http/errors/errors';
import { normalizeTanzanianPhone } from '../../domain/contacts/phone';
import { answerUssdStep, type UssdStep } from '../../use-cases/events/ussd-session';

/** A session's inputs beyond this are no phone's (a screen takes at most a few dozen characters). */
const MAX_TEXT_LENGTH = 1000;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Only the USSD gateway knows the callback URL's token (USSD_CALLBACK_TOKEN); unset, every callback is refused. */
function assertFromUssdGateway(req: Request, token: string | undefined): void {
  const given = typeof req.params.ussd_token === 'string' ? req.params.ussd_token : '';
  if (token && timingSafeEqual(digest(given), digest(token))) return;
  throw unauthenticated('This USSD callback URL is not valid.');
}

const field = (body: Record<string, unknown>, name: string): string | null =>
  typeof body[name] === 'string' ? body[name] : null;

/** The step a callback body carries, or the fields that are missing or wrong. */
function parseUssdCallback(body: unknown): { step: UssdStep } | { errors: Record<string, string[]> } {
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const sessionId = field(fields, 'sessionId');
  const serviceCode = field(fields, 'serviceCode');
  const phoneNumber = field(fields, 'phoneNumber');
  const text = field(fields, 'text') ?? '';
  const errors: Record<string, string[]> = {};
  if (!sessionId || sessionId.length > 64)
    errors.sessionId = ['The sessionId field is required (at most 64 characters).'];
  if (!serviceCode || serviceCode.length > 32)
    errors.serviceCode = ['The serviceCode field is required (at most 32 characters).'];
  // A foreign number is kept as it came: it is invited nowhere, so it gets the polite END.
  const phone = phoneNumber === null ? null : (normalizeTanzanianPhone(phoneNumber) ?? phoneNumber.replace(/^\+/, ''));
  if (phone === null || !/^\d{6,15}$/.test(phone))
    errors.phoneNumber = ['The phoneNumber field must be a phone number.'];
  if (text.length > MAX_TEXT_LENGTH) errors.text = [`The text field may hold at most ${MAX_TEXT_LENGTH} characters.`];
  if (Object.keys(errors).length > 0) return { errors };
  return { step: { sessionId: sessionId!, serviceCode: serviceCode!, phone: phone!, text } };
}

/**
 * The USSD gateway's callback (docs/providers.md §3c), one POST per step of a session, form-encoded as Africa's
 * Talking posts them: answered `text/plain` `CON <screen>` or `END <screen>`. Each step reads the caller's
 * invitations afresh (the gateway resends the whole session's inputs), so any API process answers any step.
 */
export function createUssdRouter(deps: ApiDeps): Router {
  const router = Router();
  const parseForm = express.urlencoded({ extended: false, limit: '16kb' });

  router.post(
    '/webhooks/ussd/:ussd_token',
    (req, _res, next) => {
      assertFromUssdGateway(req, deps.config.ussdCallbackToken);
      next();
    },
    parseForm,
    async (req, res) => {
      const parsed = parseUssdCallback(req.body);
      if ('errors' in parsed) throw validationFailed(parsed.errors);
      res.type('text/plain').send(await answerUssdStep(deps, parsed.step));
    },
  );

  return router;
}
