/**
 * Graph API errors (docs/providers.md §3.2): `{"error":{"message","type","code",("error_subcode"),("error_data":
 * {"messaging_product","details"}),"fbtrace_id"}}`. Clients must decide on `code`, so every refusal of the sandbox
 * goes through one of these constructors.
 */
import { randomBytes } from 'node:crypto';

/** Titles Meta gives its error codes; used for sync errors, webhook `errors[]` and injected faults alike. */
const TITLES: Record<number, string> = {
  1: 'An unknown error occurred',
  2: 'Service temporarily unavailable',
  4: 'Application request limit reached',
  100: 'Invalid parameter',
  190: 'Invalid OAuth access token',
  80007: 'Rate limit issues',
  130429: 'Rate limit hit',
  131000: 'Something went wrong',
  131008: 'Required parameter is missing',
  131009: 'Parameter value is not valid',
  131026: 'Message undeliverable',
  131047: 'Re-engagement message',
  131049: 'This message was not delivered to maintain healthy ecosystem engagement.',
  131056: '(Business Account, Consumer Account) pair rate limit hit',
  132000: 'Number of parameters does not match the expected number of params',
  132001: 'Template name does not exist in the translation',
};

/** `error_data.details` of the webhook errors whose wording Meta documents. */
const WEBHOOK_DETAILS: Record<number, string> = {
  131026: 'Message Undeliverable.',
  131047:
    'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  131049: 'In order to maintain a healthy ecosystem engagement, the message failed to be delivered.',
};

export const titleOf = (code: number): string => TITLES[code] ?? `Error ${code}`;

/** The `errors[]` element of a `failed` status webhook (§3.4). */
export function webhookError(code: number): Record<string, unknown> {
  const title = titleOf(code);
  return {
    code,
    title,
    message: title,
    error_data: { details: WEBHOOK_DETAILS[code] ?? title },
    href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
  };
}

export class GraphError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    readonly details: string | null = null,
    readonly subcode: number | null = null,
  ) {
    super(message);
  }
}

/** A Graph error whose message is Meta's usual `(#code) title`. */
const coded = (httpStatus: number, code: number, details: string | null = null): GraphError =>
  new GraphError(httpStatus, code, `(#${code}) ${titleOf(code)}`, details);

export const graphErrors = {
  missingToken: () => new GraphError(401, 190, 'An access token is required to request this resource.'),
  invalidToken: () => new GraphError(401, 190, 'Invalid OAuth access token - Cannot parse access token'),
  /** An id other than the configured phone number or WABA (code 100, subcode 33). */
  unknownObject: (method: string, id: string) =>
    new GraphError(
      400,
      100,
      `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to ` +
        'missing permissions, or does not support this operation. Please read the Graph API documentation at ' +
        'https://developers.facebook.com/docs/graph-api',
      null,
      33,
    ),
  requiredParameter: (name: string) => new GraphError(400, 100, `(#100) The parameter ${name} is required.`),
  invalidParameter: (details: string) => coded(400, 100, details),
  nonexistingField: (field: string, node: string) =>
    new GraphError(400, 100, `(#100) Tried accessing nonexisting field (${field}) on node type (${node})`),
  unknownPath: (path: string) => new GraphError(404, 2500, `Unknown path components: ${path}`),
  templateNotFound: (name: string, language: string) =>
    coded(404, 132001, `template name (${name}) does not exist in ${language}`),
  parameterCount: (component: 'body' | 'header', given: number, expected: number) =>
    coded(
      400,
      132000,
      `${component}: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
    ),
  missingButtonParameter: (index: number) =>
    coded(400, 131008, `buttons: Button at index ${index} of type Url requires a parameter`),
  invalidParameterValue: (details: string) => coded(400, 131009, details),
  rateLimitHit: () => coded(400, 130429, 'Too many messages sent from this phone number in a short period'),
  serviceUnavailable: () => coded(503, 2),
  /** `POST /__sandbox/faults`: any status, with the given code or the one Meta uses for that status. */
  injected: (httpStatus: number, code: number | null) => coded(httpStatus, code ?? defaultCodeFor(httpStatus)),
};

function defaultCodeFor(httpStatus: number): number {
  if (httpStatus === 401) return 190;
  if (httpStatus === 429) return 4;
  if (httpStatus === 503) return 2;
  if (httpStatus >= 500) return 131000;
  if (httpStatus === 400) return 100;
  return 1;
}

/** The wire body of a Graph error; `error_data` only when there are details, as Meta does. */
export function presentGraphError(error: GraphError): { error: Record<string, unknown> } {
  return {
    error: {
      message: error.message,
      type: 'OAuthException',
      code: error.code,
      ...(error.subcode === null ? {} : { error_subcode: error.subcode }),
      ...(error.details === null ? {} : { error_data: { messaging_product: 'whatsapp', details: error.details } }),
      fbtrace_id: randomBytes(17).toString('base64url').slice(0, 23),
    },
  };
}
