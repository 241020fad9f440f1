import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** The logger of the request being handled, if any. */
const current = new AsyncLocalStorage<FastifyBaseLogger>();

export type ServiceLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Services are built once at boot with one logger, yet their lines (mail held, mail refused, a failed
 * e-mail after an order) are written while some request is handled, and must carry its id like every
 * other line of it. The request's logger is kept in scope for the rest of its lifecycle.
 */
export function registerRequestLogScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => current.run(request.log, done));
  // The body is read from stream events that run outside the scope entered above (nodejs/node#34430);
  // validation and the handler come after it, so enter it again there.
  app.addHook('preValidation', (request, _reply, done) => current.run(request.log, done));
}

/** Writes through the current request's logger (with its reqId) when there is one, else through `base`. */
export function requestScopedLog(base: FastifyBaseLogger): ServiceLog {
  const write = (level: 'info' | 'warn' | 'error') =>
    function (...args: unknown[]) {
      const log = current.getStore() ?? base;
      (log[level] as (...a: unknown[]) => void).apply(log, args);
    };
  return { info: write('info'), warn: write('warn'), error: write('error') } as ServiceLog;
}

/**
 * A request's address as the access log keeps it: the path, and each query parameter's name with its value
 * redacted. Query strings carry e-mails, phone numbers and, in links people follow, tokens; the log is
 * read by more people and kept longer than the data it would copy.
 */
export function redactedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const names = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]!.slice(0, 40)}=[redacted]`);
  return `${url.slice(0, q)}?${names.join('&')}`;
}

type LoggedRequest = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

/** Fastify's own `req` serializer (method, url, host, address, port) with the url redacted. */
export const logSerializers = {
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: redactedUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};
