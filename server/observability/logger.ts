import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/**
 * The process logger. Every line written while a request is served carries its id as `reqId`: Fastify
 * binds it to each request's child logger, which the request's service context (`ctx.log`) and GraphQL
 * context hand on to services and plugins.
 */
export function createLogger(options: { level: string; development: boolean; destination?: DestinationStream }): Logger {
  const settings = {
    level: options.level,
    ...(options.development ? { base: undefined } : {}),
  } satisfies LoggerOptions;
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
