import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';

/**
 * The one way the web app talks to the API (docs/architecture.md, "One way to the API").
 * Every call sends the session cookie; a non-OK answer throws `Error("<status>: <body text>")`
 * exactly as docs/product.md §8 says, so callers can still read the status and the server's message.
 */

export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new ApiRequestError(res.status, text);
}

async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a request; `body` (when given) is sent as JSON. Resolves with the parsed JSON answer. */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  return readJson<T>(res);
}

/**
 * POSTs a form with files as multipart/form-data, which apiRequest (JSON only) cannot send. As apiRequest:
 * the cookies go along and a non-OK answer throws; no Content-Type header, the browser writes it with the
 * multipart boundary.
 */
export async function postFormData<T = unknown>(url: string, body: FormData, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json', ...headers }, body });
  await throwIfResNotOk(res);
  return readJson<T>(res);
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status of an error thrown by the api client, or undefined (network failure, other errors). */
export function getErrorStatus(error: unknown): number | undefined {
  if (error instanceof ApiRequestError) return error.status;
  if (error instanceof Error) {
    const match = STATUS_PREFIX.exec(error.message);
    if (match?.[1]) return Number(match[1]);
  }
  return undefined;
}

/**
 * The server's own `message` (the API's error shape is `{ message, issues }`) from an api client error,
 * for toasts. Undefined when the error did not come from the server or carries no message.
 */
export function getServerMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(error.message);
  const body = match?.[2];
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = (parsed as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
    return undefined;
  } catch {
    // A plain-text body (a proxy page, a status text) is not a message meant for customers.
    return undefined;
  }
}

/** True when the request never got an HTTP answer (offline, DNS, connection reset). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Turns a query key into a URL: the first element is the path, further strings or numbers are path
 * segments, and a trailing plain object becomes the query string (undefined/null/'' values left out).
 * Query key factories (one per feature) build keys in this shape, e.g. `['/api/admin/outbox', { page: 2 }]`.
 */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const segments: string[] = [];
  let params: URLSearchParams | undefined;
  for (const part of queryKey) {
    if (typeof part === 'string' || typeof part === 'number') {
      segments.push(segments.length === 0 ? String(part) : encodeURIComponent(String(part)));
    } else if (part && typeof part === 'object') {
      params = new URLSearchParams();
      for (const [key, value] of Object.entries(part as Record<string, unknown>)) {
        if (value === undefined || value === null || value === '') continue;
        params.set(key, String(value));
      }
    }
  }
  const query = params?.toString();
  return segments.join('/') + (query ? `?${query}` : '');
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The server renders a page with a query client of its own, whose queries reach the API in-process
 * (src/web/server-render.tsx): the default fetcher asks this map before it uses the browser's fetch.
 */
const fetchByClient = new WeakMap<QueryClient, typeof fetch>();

export function fetchQueriesWith(client: QueryClient, fetcher: typeof fetch): void {
  fetchByClient.set(client, fetcher);
}

/** The default data fetcher (docs/product.md §7): GET the key's URL and parse JSON; a 401 can mean "nobody". */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal, client }) => {
    const fetcher = (client && fetchByClient.get(client)) ?? fetch;
    const res = await fetcher(urlFromQueryKey(queryKey), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) {
      // Read the small body all the same: API answers are no-store, so no cache drains an unread body and
      // the connection would stay busy with it (a guest's page would never go quiet).
      await res.text().catch(() => '');
      return null;
    }
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}

/** docs/product.md §8: what a customer sees when a request never reached the server. */
export const NETWORK_ERROR_MESSAGE = 'Something went wrong. Please try again.';
