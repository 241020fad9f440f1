import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID } from '@shared/page-render';

/**
 * The data a server-rendered page was drawn with travels in the HTML as a JSON data block (never run, so
 * the Content-Security-Policy has nothing to allow); the browser loads it into its query client before it
 * hydrates, so the first render matches the server's and nothing is fetched twice.
 */
/** Loads the server's data into the client; false when the page came without any (not server-rendered). */
export function hydrateFromPage(client: QueryClient): boolean {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return false;
  try {
    hydrate(client, JSON.parse(element.textContent) as DehydratedState);
    return true;
  } catch {
    // A damaged block costs a refetch, never the page.
    return false;
  }
}
