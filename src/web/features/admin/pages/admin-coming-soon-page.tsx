import { ComingSoonNotice } from '@web/components/coming-soon-page';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AdminBackLink } from '../components/admin-back-link';
import { AdminGuard } from '../components/admin-guard';

/** An admin screen a later release fills in, behind the same guard as the rest. */
export function AdminComingSoonPage({ title }: { title: string }) {
  return <AdminGuard>{() => <AdminComingSoon title={title} />}</AdminGuard>;
}

function AdminComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <PageContainer width="medium">
      <AdminBackLink />
      <PageHeading title={title} />
      <ComingSoonNotice description="This admin screen arrives in a later release." />
    </PageContainer>
  );
}
