import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** Query parameters whose values are secrets (a token, a code, a password) wherever they appear. */
const SECRET_PARAMS = /^(token|access_token|refresh_token|code|secret|password|key|uidb64)$/i;

/**
 * A request's URL as the logs may keep it: the set-password link's user and token
 * (`/password-reset-confirm/{uidb64}/{token}`) and secret query parameters become `[redacted]`.
 */
export function loggableUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(/^(\/(?:api\/)?password-reset-confirm)\/.*$/i, '$1/[redacted]');
  if (query === undefined) return safePath;
  const params = query.split('&').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return SECRET_PARAMS.test(decodeURIComponent(name)) && value.length > 0 ? `${name}=[redacted]` : pair;
  });
  return `${safePath}?${params.join('&')}`;
}

/** What a logged request carries (Fastify's request, or Node's): the fields its log line keeps. */
type LoggedRequest = { method?: string; url?: string; ip?: string; host?: string; socket?: { remotePort?: number } | null };

/** Fastify's request line ("incoming request"), with the URL made loggable. */
const req = (request: LoggedRequest) => ({
  method: request.method,
  url: loggableUrl(request.url ?? ''),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/**
 * The process logger. Every line written while a request is served carries its id as `reqId`: Fastify
 * binds it to each request's child logger, which the request's service context (`ctx.log`) and GraphQL
 * context hand on to services and plugins. Request lines never carry a reset link's token.
 */
export function createLogger(options: { level: string; development: boolean; destination?: DestinationStream }): Logger {
  const settings = {
    level: options.level,
    serializers: { req },
    ...(options.development ? { base: undefined } : {}),
  } satisfies LoggerOptions;
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
