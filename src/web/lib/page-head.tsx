import { createContext, useContext, type ReactNode } from 'react';
import type { PageHead } from '@shared/page-render';

/**
 * In the browser, pages set their title and description with effects (lib/use-document-title.ts). While
 * the server renders a page there are no effects, so the same hooks report here, and the server puts
 * what they said into the HTML's head (src/web/server-render.tsx).
 */
export type ServerPage = {
  origin: string;
  setTitle(title: string, description: string | undefined): void;
  addStructuredData(data: object): void;
  setImage(url: string): void;
};

const ServerPageContext = createContext<ServerPage | null>(null);

/** What the hooks report while the server renders, written into `head`; `origin` is the store's address. */
export function serverPage(head: PageHead, origin: string): ServerPage {
  return {
    origin,
    setTitle(title, description) {
      head.title = title;
      if (description) head.description = description;
    },
    addStructuredData(data) {
      head.structuredData.push(data);
    },
    setImage(url) {
      head.image = url;
    },
  };
}

/** Wraps a page the server renders. */
export function ServerPageProvider({ page, children }: { page: ServerPage; children: ReactNode }) {
  return <ServerPageContext value={page}>{children}</ServerPageContext>;
}

/** The page being rendered on the server; null in the browser. */
export function useServerPage(): ServerPage | null {
  return useContext(ServerPageContext);
}

/** The store's origin (https://host) for links written into text, on the server as in the browser. */
export function useSiteOrigin(): string {
  return useContext(ServerPageContext)?.origin ?? window.location.origin;
}

/**
 * Sends schema.org objects with a server-rendered page (search engines read them from the HTML).
 * `describe` runs only on the server, with the store's origin for absolute links.
 */
export function useStructuredData(describe: (origin: string) => object[]): void {
  const page = useServerPage();
  if (page) for (const item of describe(page.origin)) page.addStructuredData(item);
}
