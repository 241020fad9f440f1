import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { PageContainer, PageHeading } from './page-container';

/** A page that a later release fills in: its real title inside the real layout, and somewhere useful to go. */
export function ComingSoonPage({ title, description }: { title: string; description?: string }) {
  useDocumentTitle(title);
  return (
    <PageContainer width="medium">
      <PageHeading title={title} />
      <ComingSoonNotice description={description} />
    </PageContainer>
  );
}

export function ComingSoonNotice({ description, headingLevel = 'h2' }: { description?: string; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Construction className="size-6" aria-hidden="true" />
          </span>
          <Heading className="text-lg font-bold">Coming soon</Heading>
        </div>
        <p className="text-muted-foreground">
          {description ??
            "We're still building this page. In the meantime, tell us what you need and we'll find the part for you."}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/request" className={buttonVariants()}>
            Request a Part
          </Link>
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            Back to Home
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
