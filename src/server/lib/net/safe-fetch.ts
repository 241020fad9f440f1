import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPublicAddress } from './ip-policy';

/** How a host name becomes addresses; tests swap it for a fixed table. */
export type HostResolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolver: HostResolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export type SafeFetchOptions = {
  maxBytes: number;
  /** Redirects followed at most (docs/choices.md #6: 3); one more is refused. */
  maxRedirects?: number;
  /** For the whole download, redirects included. */
  timeoutMs?: number;
  resolve?: HostResolver;
  /**
   * Host names exempt from the address check. For tests only (buildApp refuses it outside NODE_ENV=test):
   * a test's "public" image host is a local server, reached through a resolver that maps this name to
   * 127.0.0.1. IP literals and every other name (localhost included) are still checked.
   */
  trustedHosts?: ReadonlySet<string>;
  accept?: string;
  userAgent?: string;
};

export type FetchRefusalReason = 'scheme' | 'address' | 'redirects' | 'too_large' | 'status' | 'network';

/** Why a fetch was refused or failed; the caller turns it into the right answer. */
export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusalReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FetchRefused';
  }
}

export type FetchedBody = { bytes: Buffer; finalUrl: string; contentType: string | undefined };

type Target = { address: string; family: number };

/**
 * GET a URL from the server under docs/choices.md #6: http(s) only, every hop's address checked (the address
 * connected to is the one checked: the lookup is pinned, so DNS cannot answer differently the second
 * time), redirects followed by hand and re-checked, the body capped while it streams.
 */
export async function safeFetch(url: string, opts: SafeFetchOptions): Promise<FetchedBody> {
  const maxRedirects = opts.maxRedirects ?? 3;
  const resolve = opts.resolve ?? systemResolver;
  const deadline = AbortSignal.timeout(opts.timeoutMs ?? 15_000);
  let current = url;
  for (let hop = 0; ; hop++) {
    const u = parseHttpUrl(current);
    const target = await checkedTarget(u, resolve, opts.trustedHosts);
    const res = await get(u, target, opts, deadline);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      if (hop >= maxRedirects) throw new FetchRefused('redirects', `The image address redirected more than ${maxRedirects} times`);
      current = new URL(res.headers.location, u).toString();
      continue;
    }
    if (status < 200 || status >= 300) {
      res.resume();
      throw new FetchRefused('status', `The image could not be downloaded: the site answered ${status}`, status);
    }
    const bytes = await readCapped(res, opts.maxBytes);
    return { bytes, finalUrl: u.toString(), contentType: res.headers['content-type'] };
  }
}

function parseHttpUrl(text: string): URL {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    throw new FetchRefused('scheme', 'That is not a valid web address');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new FetchRefused('scheme', 'Only http and https image addresses can be downloaded');
  if (u.username || u.password) throw new FetchRefused('scheme', 'Image addresses with a user name or password are not downloaded');
  return u;
}

const REFUSED_ADDRESS = 'That address is not allowed: only images on the public internet can be downloaded';

async function checkedTarget(u: URL, resolve: HostResolver, trusted: ReadonlySet<string> | undefined): Promise<Target> {
  // The URL parser has already turned 0x7f.1, 2130706433 and the like into dotted IPv4.
  const host = u.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const literal = net.isIP(host);
  if (literal) {
    if (!isPublicAddress(host)) throw new FetchRefused('address', REFUSED_ADDRESS);
    return { address: host, family: literal };
  }
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await resolve(host);
  } catch {
    throw new FetchRefused('network', `The image's site (${host.slice(0, 100)}) could not be found`);
  }
  if (addresses.length === 0) throw new FetchRefused('network', `The image's site (${host.slice(0, 100)}) could not be found`);
  // Every address must be public: a name that also points inward is refused outright.
  if (!trusted?.has(host) && addresses.some((a) => !isPublicAddress(a.address))) throw new FetchRefused('address', REFUSED_ADDRESS);
  return addresses[0]!;
}

function get(u: URL, target: Target, opts: SafeFetchOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolvePromise, reject) => {
    const request = (u.protocol === 'https:' ? https : http).request(
      u,
      {
        method: 'GET',
        agent: false,
        signal,
        headers: { accept: opts.accept ?? 'image/*', 'user-agent': opts.userAgent ?? 'YaadParts-image-fetch/1.0' },
        // The one address checked above, whatever the system resolver would say now (no DNS rebinding).
        lookup: ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
          if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
          else callback(null, target.address, target.family);
        }) as unknown as net.LookupFunction,
      },
      resolvePromise,
    );
    request.on('error', (err) => {
      const timedOut = signal.aborted;
      reject(new FetchRefused('network', timedOut ? 'The image took too long to download' : `The image could not be downloaded (${(err as NodeJS.ErrnoException).code ?? 'network error'})`));
    });
    request.end();
  });
}

async function readCapped(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new FetchRefused('too_large', `The image is too large: the limit is ${Math.round(maxBytes / (1024 * 1024))} MB`);
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        res.destroy();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof FetchRefused) throw err;
    throw new FetchRefused('network', 'The image download was interrupted');
  }
  return Buffer.concat(chunks);
}
