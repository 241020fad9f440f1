import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Printer } from 'lucide-react';
import { PageContainer } from '@web/components/page-container';
import { Button } from '@web/components/ui/button';
import { formatDay } from '@web/lib/format';
import { useDocumentTitle } from '@web/lib/use-document-title';

export type PolicySection = {
  /** The section's anchor: /shipping-policy#free-delivery. */
  id: string;
  title: string;
  content: ReactNode;
};

/** Pages with this many sections or more get a table of contents at the top. */
const CONTENTS_FROM = 4;

/**
 * One policy or statement page: its h1, the date its text last changed (docs/choices.md #18: a constant kept
 * next to the text, never today's date), an optional table of contents, and h2 sections. Prints cleanly:
 * the contents and the print button stay off paper.
 */
export function PolicyPage({
  title,
  description,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  /** The meta description: one sentence a search result can show. */
  description: string;
  /** `YYYY-MM-DD`, the day this page's text last changed. */
  lastUpdated: string;
  intro: ReactNode;
  sections: PolicySection[];
}) {
  useDocumentTitle(title, description);
  return (
    <PageContainer width="medium" className="print:max-w-none print:p-0">
      <article aria-labelledby="policy-title">
        <header className="mb-6 flex flex-col gap-2 border-b border-border pb-6">
          <h1 id="policy-title" className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
            {title}
          </h1>
          <p className="text-sm text-muted-foreground">
            Last updated <time dateTime={lastUpdated}>{formatDay(lastUpdated)}</time>
          </p>
          <div className="flex flex-col gap-3 text-base leading-relaxed">{intro}</div>
          <div className="print:hidden">
            <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              Print this page
            </Button>
          </div>
        </header>
        {sections.length >= CONTENTS_FROM ? (
          <nav aria-labelledby="policy-contents" className="mb-8 rounded-lg border border-border bg-muted/50 p-4 print:hidden">
            <h2 id="policy-contents" className="mb-2 text-base font-bold">
              On this page
            </h2>
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="inline-flex min-h-9 items-center text-primary underline-offset-2 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="flex flex-col gap-8">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 break-inside-avoid-page">
              <h2 id={`${section.id}-title`} className="mb-3 text-xl font-bold">
                {section.title}
              </h2>
              <div className="flex flex-col gap-3 leading-relaxed [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_ul]:space-y-1 [&_ol]:space-y-1">
                {section.content}
              </div>
            </section>
          ))}
        </div>
      </article>
    </PageContainer>
  );
}

/** A link inside policy text: underlined, in the primary colour (links in prose must not rely on colour alone). */
export function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline underline-offset-2">
      {children}
    </Link>
  );
}

/** A mail, phone or web address in policy text. */
export function PolicyAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-medium break-words text-primary underline underline-offset-2">
      {children}
    </a>
  );
}
