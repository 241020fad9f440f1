import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing calls from another origin are refused (docs/choices.md #5). Browsers always send Origin on
 * cross-origin POST/PUT/DELETE, so a missing Origin means a non-browser client (curl, tests), which
 * holds no victim's cookie.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const trusted = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site === 'cross-site') throw forbidden();
    if (!origin) return;
    if (trusted && origin === trusted) return;
    if (hostOf(origin) === undefined || hostOf(origin) !== hostOf(`http://${request.headers.host ?? ''}`)) {
      throw forbidden();
    }
  });
}

function forbidden() {
  return new AppError('forbidden', 'Requests from other websites are not allowed.');
}

/** host[:port] with default ports dropped, as browsers write Origin. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
