import type { WebImageResult } from '../../shared/schemas/images';
import type { WebImageSearchConfig } from '../service-settings';


/** Google answered with an error or could not be reached; the route answers 502. */
export class WebSearchFailed extends Error {}

export type WebImageSearch = (query: string) => Promise<WebImageResult[]>;

type GoogleItem = {
  title?: string;
  link?: string;
  displayLink?: string;
  image?: { contextLink?: string; thumbnailLink?: string; width?: number; height?: number };
};

/** Google Programmable Search (Custom Search JSON API) with searchType=image, safe search on. */
export function createGoogleImageSearch(config: WebImageSearchConfig, opts: { timeoutMs?: number } = {}): WebImageSearch {
  const base = (config.apiUrl ?? 'https://www.googleapis.com').replace(/\/$/, '');
  return async (query) => {
    const url = new URL(`${base}/customsearch/v1`);
    url.search = new URLSearchParams({ key: config.apiKey, cx: config.cseId, q: query, searchType: 'image', num: '10', safe: 'active' }).toString();
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000), headers: { accept: 'application/json' } });
    } catch {
      throw new WebSearchFailed('Web image search could not be reached. Please try again.');
    }
    if (!res.ok) {
      // 429 and 403 with quota reasons: the daily allowance of the key is spent.
      const quota = res.status === 429 || (res.status === 403 && /quota|limit|billing/i.test(await res.text().catch(() => '')));
      throw new WebSearchFailed(quota ? 'Web image search quota exceeded. Please try again later.' : `Web image search failed (Google answered ${res.status}).`);
    }
    const body = (await res.json().catch(() => ({}))) as { items?: GoogleItem[] };
    return (body.items ?? [])
      .filter((i): i is GoogleItem & { link: string } => typeof i.link === 'string' && /^https?:\/\//i.test(i.link))
      .map((i) => ({
        title: (i.title ?? '').slice(0, 300),
        link: i.link,
        thumbnail: i.image?.thumbnailLink ?? i.link,
        source: i.displayLink ?? hostOf(i.image?.contextLink ?? i.link),
        width: Number.isInteger(i.image?.width) ? i.image!.width! : null,
        height: Number.isInteger(i.image?.height) ? i.image!.height! : null,
      }));
  };
}

function hostOf(u: string): string {
  try {
    return new URL(u).hostname;
  } catch {
    return '';
  }
}
