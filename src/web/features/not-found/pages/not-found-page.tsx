import { useEffect } from 'react';
import { LinkButtons } from '@web/components/link-buttons';
import { PageContainer } from '@web/components/page-container';
import { useDocumentTitle } from '@web/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  useNoIndex();
  return (
    <PageContainer width="medium" className="flex flex-col items-start gap-4 py-16">
      <p className="text-sm font-bold tracking-widest text-accent-text uppercase">Error 404</p>
      <h1 className="text-3xl font-extrabold tracking-tight">Page not found</h1>
      <p className="text-lg text-muted-foreground">
        We couldn&apos;t find that page. It may have moved, or the link may be mistyped. Try one of these instead.
      </p>
      <LinkButtons links={[{ to: '/', label: 'Home' }, { to: '/shop', label: 'Local Shop' }, { to: '/request', label: 'Request a Part' }]} />
    </PageContainer>
  );
}

/**
 * The server answers every page path with the app (200), since only the browser knows its routes; a
 * noindex while this page shows keeps search engines from listing mistyped addresses as pages.
 */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
