import { useEffect } from 'react';
import { useStoreInfo } from './store-info';

/** Sets `document.title` to "<page> · <store name>" (or just the store name for the home page). */
export function useDocumentTitle(pageTitle?: string): void {
  const { store } = useStoreInfo();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${store.name}` : `${store.name} · ${store.tagline}`;
  }, [pageTitle, store.name, store.tagline]);
}
