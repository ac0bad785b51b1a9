import { DefaultLogger, makeTelemetryFilterString, Runtime, type LogEntry, type LogLevel } from '@temporalio/worker';
import { logger, type Logger } from './logger';
import { redactUrlsInText } from './redact-url';

const LEVELS: Record<LogLevel, 'trace' | 'debug' | 'info' | 'warn' | 'error'> = {
  TRACE: 'trace',
  DEBUG: 'debug',
  INFO: 'info',
  WARN: 'warn',
  ERROR: 'error',
};

/**
 * Writes the SDK's log entries (its own and activities' `Context.log`) to `log`: URLs in the message are redacted
 * here, URL fields of the metadata by the logger's serializers, and the error of an "Activity failed" goes out as
 * `err`, so its message is serialized (and redacted) like every error of ours instead of dropped as `{}`.
 */
export const temporalLogWriter =
  (log: Logger) =>
  (entry: LogEntry): void => {
    const { error, ...meta } = entry.meta ?? {};
    const failure = error instanceof Error ? { err: error } : error === undefined ? {} : { error };
    log[LEVELS[entry.level]]({ ...meta, ...failure }, redactUrlsInText(entry.message));
  };

/**
 * Installs the Temporal runtime once per process with its logs sent through our JSON logger.
 * Signal handling is ours (lib/shutdown.ts), so the SDK's own is turned off.
 */
export function installTemporalRuntime(level: LogLevel = 'INFO'): void {
  Runtime.install({
    logger: new DefaultLogger(level, temporalLogWriter(logger.child({ component: 'temporal-sdk' }))),
    telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'WARN' }), forward: {} } },
    shutdownSignals: [],
  });
}
