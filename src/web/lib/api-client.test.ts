import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getErrorStatus, getQueryFn, getServerMessage, isNetworkError, urlFromQueryKey } from './api-client';
import { createQueryClient } from './query-client';

function answer(status: number, body: string, statusText = '') {
  return vi.fn<typeof fetch>(async () => new Response(body === '' ? null : body, { status, statusText }));
}

const queryContext = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the api client (docs/product.md §7, §8)', () => {
  it('sends the session cookie and a JSON body, and parses the JSON answer', async () => {
    const fetchMock = answer(201, '{"id":7}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/part-requests', { partName: 'Alternator' })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/part-requests');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"partName":"Alternator"}' });
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns a non-OK answer into "<status>: <body text>"', async () => {
    vi.stubGlobal('fetch', answer(400, '{"message":"Your current password is incorrect.","issues":[]}'));
    const error = await apiRequest('PUT', '/api/auth/update-profile', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('400: {"message":"Your current password is incorrect.","issues":[]}');
    expect(getErrorStatus(error)).toBe(400);
    expect(getServerMessage(error)).toBe('Your current password is incorrect.');
  });

  it('uses the status text when the answer has no body', async () => {
    vi.stubGlobal('fetch', answer(503, '', 'Service Unavailable'));
    await expect(apiRequest('GET', '/api/store')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('does not pass a plain-text body off as a message for customers', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    const error = await apiRequest('GET', '/api/store').catch((e: unknown) => e);
    expect(getErrorStatus(error)).toBe(502);
    expect(getServerMessage(error)).toBeUndefined();
  });

  it('tells a failed connection apart from an answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await apiRequest('GET', '/api/store').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(getErrorStatus(error)).toBeUndefined();
  });

  it('the default fetcher GETs the query key as a URL; a 401 can mean "nobody signed in"', async () => {
    const fetchMock = answer(401, '{"message":"Not signed in"}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))).rejects.toThrow(/^401: /);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('reads the body of a 401 it turns into "nobody": an unread no-store answer keeps the connection busy', async () => {
    const res = new Response('{"message":"Not signed in"}', { status: 401 });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => res));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
    expect(res.bodyUsed).toBe(true);
  });

  it('builds URLs from query keys: path segments encoded, empty filters left out', () => {
    expect(urlFromQueryKey(['/api/parts', 42])).toBe('/api/parts/42');
    expect(urlFromQueryKey(['/api/admin/suppliers', 'Tokyo Parts & Co'])).toBe('/api/admin/suppliers/Tokyo%20Parts%20%26%20Co');
    expect(urlFromQueryKey(['/api/parts', { query: 'brake pads', page: 2, brand: '', makeId: undefined }])).toBe(
      '/api/parts?query=brake+pads&page=2',
    );
  });
});

describe('the query defaults (docs/product.md §9)', () => {
  it('never retries, never refetches on focus or on a timer, and keeps data fresh for good', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });
});
