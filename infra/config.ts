/**
 * Every setting the service reads from its environment, in one place (docs/decisions.md §1).
 * `npm start` fills the gaps (embedded PostgreSQL, Temporal dev server, sandboxes) before reading these.
 */
export interface AppConfig {
  port: number;
  /** NODE_ENV=production: no development conveniences that could leak secrets (mail bodies in the log). */
  production: boolean;
  databaseUrl: string;
  temporalAddress: string;
  temporalNamespace: string;
  taskQueue: string;
  jwtSecret: string;
  tokenLifetimeSeconds: number;
  publicBaseUrl: string;
  superAdminEmail?: string;
  superAdminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  smsGateway: {
    url: string;
    user: string;
    password: string;
    defaultSender: string;
    timeoutMs: number;
    /** Where the gateway posts delivery reports (sent as `notifyUrl` with every message): carries the webhook token. */
    notifyUrl: string;
  };
  /** The secret path segment of the delivery callback URL; unset: the bare `/webhooks/delivery` is accepted. */
  deliveryWebhookToken?: string;
  /** The secret path segment of the USSD callback URL (`USSD_CALLBACK_TOKEN`); unset: every USSD callback is refused. */
  ussdCallbackToken?: string;
  payment: { url: string; consumerKey: string; consumerSecret: string; chatCreditPrice: number };
  chat: ChatProviderConfig;
  sendRateLimitPerMinute: number;
  /** The throttles against password guessing on the public account endpoints (api/http/auth/auth-throttle.ts). */
  authLimits: AuthLimitsConfig;
  /** An immediate single send still `queued`/`submitting` after this long was orphaned by its API process. */
  stuckSendAfterMinutes: number;
  /** After a chat stage run, how long its messages have to be delivered before an SMS fallback goes to the rest. */
  chatSmsFallbackMinutes: number;
  /** A message still `PENDING_*` this long after it was sent lost its delivery callback: its report is fetched. */
  pendingReportAfterMinutes: number;
  /** Whether this worker creates or updates the platform's Schedules at start (`WORKER_SCHEDULES=off`: another does). */
  workerSchedules: boolean;
  webhooks: WebhooksConfig;
  publicPostLimits: PublicPostLimits;
}

/** Form posts to the public pages (`/e/<token>/…`, `/u/<token>/…`) per window, counted in PostgreSQL across processes. */
export interface PublicPostLimits {
  /** Per page token (one invitee's or recipient's page). */
  perToken: number;
  /** Per client address (`trust proxy` decides which). */
  perAddress: number;
  windowSeconds: number;
}

/** Counts of the authentication throttles, each per window and shared by every API process through PostgreSQL. */
export interface AuthLimitsConfig {
  /** Failed logins per email per 15 minutes; beyond them even the right password waits. A success resets the count. */
  loginFailuresPerEmail: number;
  /** Failed logins per client address per 15 minutes, whatever the emails. */
  loginFailuresPerAddress: number;
  /** Registrations per client address per hour (`REGISTER_LIMIT_PER_HOUR`; 0: off, for load tests and local scripts). */
  registrationsPerAddressPerHour: number;
  /** Reset mails per email per hour; further requests are answered alike and mail nothing. */
  resetMailsPerEmailPerHour: number;
  /** Failed password resets (unknown, used or expired token) per client address per 15 minutes. */
  resetFailuresPerAddress: number;
}

/** Outbound webhooks to tenants' own apps. */
export interface WebhooksConfig {
  /** `WEBHOOKS_ALLOW_PRIVATE=true`: URLs on private, loopback and link-local addresses (and plain http) are allowed. */
  allowPrivate: boolean;
  /** Per attempt: no answer within it is a failed attempt. */
  timeoutMs: number;
  /** First retry delay, doubled per failed attempt up to `retryMaxMs`. */
  retryInitialMs: number;
  retryMaxMs: number;
  /** How long an event is retried, and an endpoint may keep failing before it is disabled (3 days). */
  retryHorizonMs: number;
  /** Events sent per second per endpoint at most: a burst (a 10k-message batch) drains behind the sends, not over them. */
  maxPerSecond: number;
  /** Encrypts the signing secrets at rest (`WEBHOOK_SECRETS_KEY`, else derived from JWT_SECRET). */
  secretsKey: string;
}

/** The chat provider (WhatsApp Cloud API, docs/providers.md §3). */
export interface ChatProviderConfig {
  url: string;
  accessToken: string;
  phoneNumberId: string;
  wabaId: string;
  /** Unset: the webhook handshake answers 403 to everyone. */
  verifyToken?: string;
  /** Set: every webhook POST must carry a valid `X-Hub-Signature-256`. */
  appSecret?: string;
  /** Pinned Graph version, the first path segment of every call. */
  apiVersion: string;
  /** The number's messages per second; the send pipeline paces itself to it. */
  throughputPerSecond: number;
  /** After it a send is ambiguous: the provider may have accepted it. */
  timeoutMs: number;
  /**
   * A send whose answer was lost and of which no status webhook came for this long is failed and refunded, never
   * resent (the provider has no lookup and no idempotency key).
   */
  unconfirmedAfterMinutes: number;
}

const env = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

function required(name: string): string {
  const value = env(name);
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

/** A count read from the environment: a whole number ≥ 0, or a start-up error naming the variable. */
function wholeNumber(name: string, fallback: number): number {
  const value = Number(env(name) ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0`);
  return value;
}

/** Reads the configuration; throws naming the first missing required variable. */
export function loadConfig(): AppConfig {
  const port = Number(env('PORT') ?? 3000);
  const publicBaseUrl = (env('PUBLIC_BASE_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const deliveryWebhookToken = env('DELIVERY_WEBHOOK_TOKEN');
  return {
    port,
    production: env('NODE_ENV') === 'production',
    databaseUrl: required('DATABASE_URL'),
    temporalAddress: env('TEMPORAL_ADDRESS') ?? '127.0.0.1:7233',
    temporalNamespace: env('TEMPORAL_NAMESPACE') ?? 'default',
    taskQueue: env('TEMPORAL_TASK_QUEUE') ?? 'messaging',
    jwtSecret: required('JWT_SECRET'),
    tokenLifetimeSeconds: 7 * 24 * 3600,
    publicBaseUrl,
    deliveryWebhookToken,
    ussdCallbackToken: env('USSD_CALLBACK_TOKEN'),
    superAdminEmail: env('SUPERADMIN_EMAIL'),
    superAdminPassword: env('SUPERADMIN_PASSWORD'),
    smtpUrl: env('SMTP_URL'),
    mailFrom: env('MAIL_FROM') ?? 'no-reply@messaging.local',
    smsGateway: {
      url: (env('SMS_GATEWAY_URL') ?? 'http://127.0.0.1:4001').replace(/\/+$/, ''),
      user: env('SMS_GATEWAY_USER') ?? 'platform',
      password: env('SMS_GATEWAY_PASSWORD') ?? 'platform',
      defaultSender: env('SMS_DEFAULT_SENDER') ?? 'INFO',
      // After this a send is ambiguous: the retry looks the messages up in the gateway's /logs first.
      timeoutMs: Number(env('SMS_GATEWAY_TIMEOUT_MS') ?? 15_000),
      notifyUrl: `${publicBaseUrl}/api/webhooks/delivery${deliveryWebhookToken ? `/${encodeURIComponent(deliveryWebhookToken)}` : ''}`,
    },
    payment: {
      url: (env('PAYMENT_PROVIDER_URL') ?? 'http://127.0.0.1:4002').replace(/\/+$/, ''),
      consumerKey: env('PAYMENT_CONSUMER_KEY') ?? 'sandbox-key',
      consumerSecret: env('PAYMENT_CONSUMER_SECRET') ?? 'sandbox-secret',
      chatCreditPrice: Number(env('CHAT_CREDIT_PRICE') ?? 50),
    },
    chat: {
      url: (env('CHAT_PROVIDER_URL') ?? 'http://127.0.0.1:4003').replace(/\/+$/, ''),
      accessToken: env('CHAT_ACCESS_TOKEN') ?? 'sandbox-access-token',
      phoneNumberId: env('CHAT_PHONE_NUMBER_ID') ?? '100000000000001',
      wabaId: env('CHAT_WABA_ID') ?? '200000000000001',
      verifyToken: env('CHAT_VERIFY_TOKEN'),
      appSecret: env('CHAT_APP_SECRET'),
      apiVersion: env('CHAT_API_VERSION') ?? 'v21.0',
      throughputPerSecond: Number(env('CHAT_THROUGHPUT_PER_SECOND') ?? 80),
      timeoutMs: Number(env('CHAT_PROVIDER_TIMEOUT_MS') ?? 15_000),
      unconfirmedAfterMinutes: Number(env('CHAT_UNCONFIRMED_AFTER_MINUTES') ?? 10),
    },
    sendRateLimitPerMinute: Number(env('SEND_RATE_LIMIT_PER_MINUTE') ?? 60),
    authLimits: {
      loginFailuresPerEmail: 10,
      loginFailuresPerAddress: 100,
      resetMailsPerEmailPerHour: 5,
      resetFailuresPerAddress: 20,
      registrationsPerAddressPerHour: wholeNumber('REGISTER_LIMIT_PER_HOUR', 30),
    },
    stuckSendAfterMinutes: Number(env('STUCK_SEND_AFTER_MINUTES') ?? 3),
    chatSmsFallbackMinutes: Number(env('CHAT_SMS_FALLBACK_MINUTES') ?? 30),
    pendingReportAfterMinutes: Number(env('PENDING_REPORT_AFTER_MINUTES') ?? 15),
    workerSchedules: env('WORKER_SCHEDULES') !== 'off',
    webhooks: loadWebhooksConfig(),
    publicPostLimits: {
      perToken: Number(env('PUBLIC_POST_LIMIT_PER_TOKEN') ?? 10),
      perAddress: Number(env('PUBLIC_POST_LIMIT_PER_ADDRESS') ?? 60),
      windowSeconds: Number(env('PUBLIC_POST_LIMIT_WINDOW_SECONDS') ?? 600),
    },
  };
}

function loadWebhooksConfig(): WebhooksConfig {
  return {
    allowPrivate: env('WEBHOOKS_ALLOW_PRIVATE') === 'true',
    timeoutMs: Number(env('WEBHOOKS_TIMEOUT_MS') ?? 10_000),
    retryInitialMs: Number(env('WEBHOOKS_RETRY_INITIAL_MS') ?? 5_000),
    retryMaxMs: Number(env('WEBHOOKS_RETRY_MAX_MS') ?? 6 * 3600_000),
    retryHorizonMs: Number(env('WEBHOOKS_RETRY_HORIZON_MS') ?? 3 * 86_400_000),
    maxPerSecond: Number(env('WEBHOOKS_MAX_PER_SECOND') ?? 100),
    secretsKey: env('WEBHOOK_SECRETS_KEY') ?? required('JWT_SECRET'),
  };
}
