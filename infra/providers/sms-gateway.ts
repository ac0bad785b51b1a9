/**
 * HTTP client of the SMS gateway (NextSMS v1, docs/providers.md §1). Nothing else talks to the gateway: the API uses
 * it for immediate sends, status checks and report listings; activities use it for scheduled and bulk sends.
 */
import { createJsonHttpCall } from './json-http-call';
import { classifyFetchFailure, classifyHttpFailure, GatewayTimeout } from './sms-gateway-errors';

export * from './sms-gateway-errors';

export interface OutboundSms {
  from: string;
  to: string;
  text: string;
  /** Ours, echoed in `/logs`: the platform message id. */
  reference?: string;
}

export interface GatewayStatusObject {
  groupId: number;
  groupName: string;
  id: number;
  name: string;
  description: string;
}

/** One entry of a send answer (one per recipient, in request order). */
export interface SendEntry {
  to: string;
  status: GatewayStatusObject;
  /** Present on accepted entries; stored as a string (production sends numbers at times). */
  messageId?: string | number;
  smsCount?: number;
}

/** A `/reports` or `/logs` row; only the fields we read are typed, the rest passes through. */
export interface GatewayReportRow {
  messageId: string | number;
  to?: string;
  from?: string;
  text?: string;
  reference?: string | null;
  sentAt?: string;
  doneAt?: string | null;
  status?: GatewayStatusObject;
  error?: { id: number; name: string; description?: string; permanent?: boolean };
  [field: string]: unknown;
}

export interface GatewayResults {
  results: GatewayReportRow[];
  [field: string]: unknown;
}

export interface LogQuery {
  to?: string;
  from?: string;
  /** ISO timestamp or YYYY-MM-DD (EAT day). */
  sentSince?: string;
  limit?: number;
  offset?: number;
}

export interface SmsGateway {
  /** `text/multi`: one entry per message, in order. Throws a GatewayError. */
  sendMulti(messages: OutboundSms[]): Promise<SendEntry[]>;
  /** `text/single` to one number. */
  sendSingle(message: OutboundSms): Promise<SendEntry>;
  /** Raw `/reports` JSON. */
  getReports(query: { messageId?: string; limit?: number }): Promise<GatewayResults>;
  /** Raw `/logs` JSON. */
  getLogs(query: LogQuery): Promise<GatewayResults>;
}

export interface SmsGatewayOptions {
  url: string;
  user: string;
  password: string;
  /** Per-request timeout; after it a send is ambiguous. Default 15 s. */
  timeoutMs?: number;
  /** Our delivery callback URL, sent as `notifyUrl` with every message (docs/providers.md §1.1). */
  notifyUrl?: string;
}

const SINGLE = '/api/sms/v1/text/single';
/** The one-to-many send, one call per page of a batch. */
export const MULTI_SEND_PATH = '/api/sms/v1/text/multi';

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createHttpSmsGateway(options: SmsGatewayOptions): SmsGateway {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
  const notify = options.notifyUrl ? { notifyUrl: options.notifyUrl } : {};

  const call = createJsonHttpCall({
    baseUrl: base,
    authorization,
    timeoutMs,
    classifyFetchFailure,
    classifyAnswer: classifyHttpFailure,
    // A 2xx we cannot read may still have been acted on: ambiguous, like a timeout.
    unreadableAnswer: (status, what) =>
      new GatewayTimeout(`${what}: the SMS gateway answered something that is not JSON (HTTP ${status}).`),
  });

  const entriesOf = (answer: { messages?: SendEntry[] }, expected: number, what: string): SendEntry[] => {
    const entries = Array.isArray(answer.messages) ? answer.messages : [];
    if (entries.length !== expected)
      throw new GatewayTimeout(`${what}: expected ${expected} entries, got ${entries.length}; treated as ambiguous.`);
    return entries;
  };

  return {
    async sendMulti(messages) {
      const answer = await call<{ messages?: SendEntry[] }>('POST', MULTI_SEND_PATH, {
        messages: messages.map((m) => ({ ...m, ...notify })),
      });
      return entriesOf(answer, messages.length, 'text/multi');
    },
    async sendSingle(message) {
      const answer = await call<{ messages?: SendEntry[] }>('POST', SINGLE, { ...message, ...notify });
      return entriesOf(answer, 1, 'text/single')[0]!;
    },
    getReports: (query) => call<GatewayResults>('GET', `/api/sms/v1/reports${queryString(query)}`),
    getLogs: (query) => call<GatewayResults>('GET', `/api/sms/v1/logs${queryString({ ...query })}`),
  };
}
