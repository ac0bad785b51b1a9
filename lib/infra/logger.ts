import pino from 'pino';

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

/**
 * Errors are logged by name, code, message and stack. Sequelize errors carry the SQL, its bound values (phone numbers,
 * message texts) and model instances besides, so only those four fields of theirs are kept, also as a cause.
 */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  if (err.name.startsWith('Sequelize')) {
    const code = (err as { parent?: { code?: unknown } }).parent?.code;
    return { type: err.name, ...(typeof code === 'string' ? { code } : {}), message: err.message, stack: err.stack };
  }
  const serialized: Omit<SerializedError, 'cause'> = pino.stdSerializers.err(err);
  return err.cause === undefined ? serialized : { ...serialized, cause: serializeError(err.cause) };
}

/**
 * The one structured (JSON) logger; child loggers add `component`, `requestId`, ... Lines go to stdout without
 * blocking the event loop (a line per request would otherwise cost a synchronous write each); what is still
 * buffered is flushed when the process exits.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  serializers: { err: serializeError },
}, pino.destination({ dest: 1, sync: false }));

export type Logger = pino.Logger;
