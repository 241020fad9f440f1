/**
 * What the server and the web app agree on when the server draws a storefront page
 * (src/web/server-render.tsx draws it, src/server/plugins/server-render.ts sends it).
 */

/** What a page says about itself in the document's head. */
export type PageHead = {
  title?: string;
  description?: string;
  /** schema.org objects, each sent as one <script type="application/ld+json">. */
  structuredData: object[];
  /** Address of a picture for link previews (Open Graph), absolute or from the site's root. */
  image?: string;
};

export type RenderedPage = {
  /** The markup for #root. */
  html: string;
  /** The JSON data block the browser hydrates its query client from. */
  queryState: string;
  head: PageHead;
  /** Errors React met while rendering (the page still renders; those parts are drawn in the browser). */
  errors: string[];
};

export type RenderInput = {
  /** Absolute URL of the page, e.g. https://yaadparts.com/part/12?x=1 */
  url: string;
  /** Answers API GETs: the server passes its in-process API, without the visitor's cookies. */
  fetch: typeof fetch;
  /** True when the request carries no session cookie: nobody is signed in, and the page can say so. */
  signedOut: boolean;
  /** True when the request says it comes from a phone: width queries are drawn as a phone's. */
  phone: boolean;
  /** True when the page names a record that does not exist (an unknown part): it draws its not-found view. */
  missing?: boolean;
};

export type RenderPage = (input: RenderInput) => Promise<RenderedPage>;

/** What the server loads from src/web/server-render.tsx. */
export type PageRenderer = { renderPage: RenderPage; signedOutQueryState: () => string; pageSources: (pathname: string) => string[] };

/** Set on #root (`data-screen="phone"`) when the server drew the page for a phone: the browser hydrates with the same guess. */
export const SCREEN_GUESS_ATTRIBUTE = 'data-screen';

/**
 * Set on #root (`data-missing="/part/123"`) when the page names a record the server found missing: the
 * browser hydrates the same not-found view without asking the API (src/web/lib/missing-record.ts).
 */
export const MISSING_RECORD_ATTRIBUTE = 'data-missing';

/** JSON to write inside a <script> data block: every `<` escaped, so no value can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The id of the JSON data block with the page's data. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';
