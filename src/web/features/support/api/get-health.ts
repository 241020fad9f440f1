import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Health } from '@shared/schemas/store';
import { ApiRequestError } from '@web/lib/api-client';

export const supportKeys = {
  all: ['support'] as const,
  health: () => [...supportKeys.all, '/api/health'] as const,
};

/** The server's answer plus how long the round trip took from this browser. */
export type HealthCheck = Health & { roundTripMs: number };

function looksLikeHealth(body: unknown): body is Health {
  if (!body || typeof body !== 'object') return false;
  const candidate = body as { status?: unknown; database?: { status?: unknown }; storage?: { status?: unknown } };
  return typeof candidate.status === 'string' && typeof candidate.database?.status === 'string' && typeof candidate.storage?.status === 'string';
}

/**
 * GET /api/health. A 503 still carries the report (the database is down, the server is not), so it is
 * read rather than thrown; anything else that is not a report (a proxy's error page, no answer at all)
 * throws and the page says the service is unreachable. Checked by hand instead of with the zod schema,
 * which would put zod in this customer page's first load.
 */
export async function getHealth(signal?: AbortSignal): Promise<HealthCheck> {
  const started = performance.now();
  const res = await fetch('/api/health', { headers: { Accept: 'application/json' }, cache: 'no-store', signal });
  const text = await res.text().catch(() => '');
  if (res.status !== 200 && res.status !== 503) throw new ApiRequestError(res.status, text || res.statusText);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!looksLikeHealth(body)) throw new ApiRequestError(res.status, 'The health check answered something unexpected');
  return { ...body, roundTripMs: Math.round(performance.now() - started) };
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.health(),
    queryFn: ({ signal }) => getHealth(signal),
    // Opening the Service Status tab always checks again: an old "all good" is worse than none.
    refetchOnMount: 'always',
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
