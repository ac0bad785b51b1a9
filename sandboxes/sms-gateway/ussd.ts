/**
 * USSD sessions (docs/providers.md §3c), run the way Africa's Talking's USSD gateway runs them: each step is a
 * form-encoded POST to the platform's USSD URL with `sessionId`, `serviceCode`, `phoneNumber`, `networkCode` and
 * `text` (every input so far joined by `*`); the answer must be 200 `text/plain` starting `CON ` (the session waits
 * for input) or `END ` (it is over). Anything else, or no answer within the timeout, ends the session with an error,
 * as a phone would show it. Sessions live in memory until the sandbox is reset.
 */
import { randomUUID } from 'node:crypto';
import { mccMncOf, normalizeMsisdn } from './numbers';
import { BadRequestError } from './validation';

/** The service code every organization shares. */
export const DEFAULT_SERVICE_CODE = '*150*00#';

/** A gateway gives up on a step after this long (a few seconds in production). */
const STEP_TIMEOUT_MS = 5000;

export interface UssdStep {
  /** The `text` posted. */
  text: string;
  /** What the platform answered (its body, or why there was none). */
  answer: string;
  httpStatus: number | null;
  ms: number;
}

export interface UssdSession {
  id: string;
  phoneNumber: string;
  serviceCode: string;
  networkCode: string;
  url: string;
  inputs: string[];
  /** `active` waits for input; `ended` after an `END`; `failed` after an answer the gateway could not show. */
  status: 'active' | 'ended' | 'failed';
  /** The screen the phone shows now (without `CON `/`END `), or the error. */
  screen: string;
  steps: UssdStep[];
}

function stringField(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '')
    throw new BadRequestError(`${field} must be a non-empty string`);
  return value.trim();
}

/** A new session as a control body describes it (nothing posted yet). */
export function newUssdSession(body: Record<string, unknown>, url: string): UssdSession {
  const phone = normalizeMsisdn(stringField(body, 'phoneNumber') ?? '');
  if (!/^255\d{9}$/.test(phone)) throw new BadRequestError('phoneNumber must be a Tanzanian number (255 and 9 digits)');
  const serviceCode = stringField(body, 'serviceCode') ?? DEFAULT_SERVICE_CODE;
  if (!/^\*\d{1,4}(?:\*\d{1,8}){0,3}#$/.test(serviceCode))
    throw new BadRequestError('serviceCode must be a USSD code such as *150*00# or *150*00*123#');
  const target = stringField(body, 'url') ?? url;
  if (!/^https?:\/\//.test(target)) throw new BadRequestError('url must be an http(s) URL');
  return {
    id: `ATUid_${randomUUID().replace(/-/g, '')}`,
    phoneNumber: `+${phone}`,
    serviceCode,
    networkCode: mccMncOf(phone) ?? '64002',
    url: target,
    inputs: [],
    status: 'active',
    screen: '',
    steps: [],
  };
}

/** Posts the session's current step and takes the answer as the phone would show it. */
export async function postUssdStep(session: UssdSession): Promise<UssdSession> {
  const text = session.inputs.join('*');
  const started = Date.now();
  let httpStatus: number | null = null;
  let answer: string;
  try {
    const res = await fetch(session.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sessionId: session.id,
        serviceCode: session.serviceCode,
        phoneNumber: session.phoneNumber,
        networkCode: session.networkCode,
        text,
      }).toString(),
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    httpStatus = res.status;
    answer = await res.text();
  } catch (err) {
    answer = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  }
  session.steps.push({ text, answer, httpStatus, ms: Date.now() - started });
  const match = httpStatus === 200 ? /^(CON|END) ([\s\S]*)$/.exec(answer) : null;
  if (match) {
    session.status = match[1] === 'CON' ? 'active' : 'ended';
    session.screen = match[2]!;
  } else {
    session.status = 'failed';
    session.screen =
      httpStatus === null ? 'Connection problem or invalid MMI code.' : `USSD error (HTTP ${httpStatus}).`;
  }
  return session;
}

/** A session as the control API shows it. */
export const presentUssdSession = (session: UssdSession) => ({
  id: session.id,
  phoneNumber: session.phoneNumber,
  serviceCode: session.serviceCode,
  status: session.status,
  screen: session.screen,
  inputs: session.inputs,
  steps: session.steps,
});
