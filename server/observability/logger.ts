import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './request-id.ts';

/**
 * The process logger. Every line written while a request is served carries its id as `reqId`: Fastify's
 * request loggers bind it themselves; lines from services (which hold this logger) get it from the
 * request's async-local storage.
 */
export function createLogger(options: { level: string; development: boolean; destination?: DestinationStream }): Logger {
  const settings = {
    level: options.level,
    ...(options.development ? { base: undefined } : {}),
    mixin(_object, _level, logger) {
      const requestId = currentRequestId();
      if (!requestId || 'reqId' in logger.bindings()) return {};
      return { reqId: requestId };
    },
  } satisfies LoggerOptions;
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
