import pino from 'pino';
import { redactUrlField, redactUrlsInText } from './redact-url';

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

/**
 * Errors are logged by name, code, message and stack. Sequelize errors carry the SQL, its bound values (phone numbers,
 * message texts) and model instances besides, so only those four fields of theirs are kept, also as a cause.
 * A URL in a message or stack is redacted (redact-url.ts).
 */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const message = redactUrlsInText(err.message);
  const stack = err.stack === undefined ? undefined : redactUrlsInText(err.stack);
  if (err.name.startsWith('Sequelize')) {
    const code = (err as { parent?: { code?: unknown } }).parent?.code;
    return { type: err.name, ...(typeof code === 'string' ? { code } : {}), message, stack };
  }
  const serialized: Omit<SerializedError, 'cause'> = {
    ...pino.stdSerializers.err(err),
    message,
    ...(stack === undefined ? {} : { stack }),
  };
  return err.cause === undefined ? serialized : { ...serialized, cause: serializeError(err.cause) };
}

/** Fields that hold a URL (a request's, a callback's, a tenant's endpoint): their secrets are masked (redact-url.ts). */
const URL_FIELDS = ['url', 'path', 'callbackUrl', 'webhookUrl', 'notifyUrl'];

/**
 * The logger's options: errors serialized as above, every URL field redacted, and credential headers censored should
 * a line ever carry headers (none of ours do). Also for loggers of tests, which must see what production writes.
 */
export function createLogger(destination: pino.DestinationStream, level: string): pino.Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError, ...Object.fromEntries(URL_FIELDS.map((field) => [field, redactUrlField])) },
      redact: ['headers.authorization', 'headers.cookie', 'req.headers.authorization', 'req.headers.cookie'],
    },
    destination,
  );
}

/**
 * The one structured (JSON) logger; child loggers add `component`, `requestId`, ... Lines go to stdout without
 * blocking the event loop (a line per request would otherwise cost a synchronous write each); what is still
 * buffered is flushed when the process exits.
 */
export const logger = createLogger(
  pino.destination({ dest: 1, sync: false }),
  process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
);

export type Logger = pino.Logger;
