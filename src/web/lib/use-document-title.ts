import { useEffect } from 'react';
import { useServerPage } from './page-head';
import { useStoreInfo } from './store-info';

// The description index.html ships with: a page that sets none gets this back, so a policy page's
// description never lingers on the next screen.
const DEFAULT_DESCRIPTION =
  typeof document === 'undefined' ? '' : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

function setMetaDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Sets `document.title` to "<page> · <store name>" (or just the store name for the home page) and the
 * page's meta description (the default of index.html when none is given).
 */
export function useDocumentTitle(pageTitle?: string, description?: string): void {
  const { store } = useStoreInfo();
  const title = pageTitle ? `${pageTitle} · ${store.name}` : `${store.name} · ${store.tagline}`;
  useServerPage()?.setTitle(title, description);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    setMetaDescription(description ?? DEFAULT_DESCRIPTION);
  }, [description]);
}
