import { DefaultLogger, makeTelemetryFilterString, Runtime, type LogLevel } from '@temporalio/worker';
import { logger } from './logger';

const log = logger.child({ component: 'temporal-sdk' });
const LEVELS: Record<LogLevel, 'trace' | 'debug' | 'info' | 'warn' | 'error'> = {
  TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error',
};

/**
 * Installs the Temporal runtime once per process with its logs sent through our JSON logger.
 * Signal handling is ours (lib/shutdown.ts), so the SDK's own is turned off.
 */
export function installTemporalRuntime(level: LogLevel = 'INFO'): void {
  Runtime.install({
    logger: new DefaultLogger(level, (entry) => log[LEVELS[entry.level]]({ ...entry.meta }, entry.message)),
    telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'WARN' }), forward: {} } },
    shutdownSignals: [],
  });
}
