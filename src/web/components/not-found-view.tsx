import { useEffect } from 'react';
import { LinkButtons } from '@web/components/link-buttons';
import { PageContainer } from '@web/components/page-container';
import { useDocumentTitle } from '@web/lib/use-document-title';

type Props = {
  title: string;
  message: string;
  links: readonly { to: string; label: string }[];
};

/**
 * What a missing page shows: an address with no page (the not-found route), or a page naming a record
 * that does not exist (an unknown part). The server answers both with HTTP 404 and draws this view.
 */
export function NotFoundView({ title, message, links }: Props) {
  useDocumentTitle(title);
  useNoIndex();
  return (
    <PageContainer width="medium" className="flex flex-col items-start gap-4 py-16">
      <p className="text-sm font-bold tracking-widest text-accent-text uppercase">Error 404</p>
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="text-lg text-muted-foreground">{message}</p>
      <LinkButtons links={links} />
    </PageContainer>
  );
}

/**
 * The server already sends `X-Robots-Tag: noindex` with a missing page; a page that goes missing in the
 * browser (a link followed inside the app) says it in the document too.
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
