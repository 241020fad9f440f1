import { useId, useMemo, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { Search, SearchX } from 'lucide-react';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useStoreInfo } from '@web/lib/store-info';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { cn } from '@web/lib/utils';
import { FaqItem } from '../components/faq-item';
import { HelpLinks } from '../components/help-links';
import { buildFaqs, FAQ_CATEGORIES, filterFaqs, isFaqCategory, type FaqCategory } from '../faqs';
import { KEEP_SCROLL } from '@web/lib/keep-scroll';

const SEARCH_MAX_LENGTH = 100;

/** The URL as it is now: a navigation renders in a transition, so this render's params may be behind. */
function currentParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/**
 * /faqs (docs/product.md §2): 20 questions in categories, a search box and category chips that combine (the search
 * runs inside the chosen category), answers that open one by one, and where to go next. The search (?q=)
 * and the category (?category=) live in the URL, so a filtered list can be shared or linked to.
 */
export function FaqsPage() {
  useDocumentTitle(
    'Frequently Asked Questions',
    'Answers about ordering, part requests, delivery across Jamaica, payment, warranty and exchanges.',
  );
  const { store } = useStoreInfo();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const searchId = useId();
  const resultsId = useId();

  const urlQuery = searchParams.get('q') ?? '';
  const categoryParam = searchParams.get('category');
  const category: FaqCategory | 'all' = isFaqCategory(categoryParam) ? categoryParam : 'all';

  // The box keeps its own text so typing never waits for the URL; Back and Forward bring the URL's back.
  const [query, setQuery] = useState(urlQuery);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE') setQuery(urlQuery);
  }

  const faqs = useMemo(() => buildFaqs(store), [store]);
  const matches = useMemo(() => filterFaqs(faqs, query, category), [faqs, query, category]);
  const sections = FAQ_CATEGORIES.map((c) => ({ ...c, faqs: matches.filter((faq) => faq.category === c.id) })).filter(
    (section) => section.faqs.length > 0,
  );

  const write = (change: { q?: string; category?: FaqCategory | 'all' }) => {
    const next = currentParams();
    if (change.q !== undefined) {
      if (change.q.trim()) next.set('q', change.q);
      else next.delete('q');
    }
    if (change.category !== undefined) {
      if (change.category === 'all') next.delete('category');
      else next.set('category', change.category);
    }
    setSearchParams(next, { replace: true, ...KEEP_SCROLL });
  };
  const search = (text: string) => {
    setQuery(text);
    write({ q: text });
  };
  const clear = () => {
    setQuery('');
    write({ q: '', category: 'all' });
  };

  const countLine =
    matches.length === faqs.length
      ? `Showing all ${faqs.length} questions`
      : `Showing ${matches.length} of ${faqs.length} questions`;

  return (
    <PageContainer width="medium">
      <PageHeading
        title="Frequently Asked Questions"
        description="Quick answers about orders, part requests, delivery, payments and warranty. Search, or pick a topic."
      />

      <form role="search" onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-2">
        <Label htmlFor={searchId}>Search the FAQs</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            value={query}
            maxLength={SEARCH_MAX_LENGTH}
            enterKeyHint="search"
            placeholder="e.g. warranty, pickup, duty"
            aria-controls={resultsId}
            onChange={(event) => search(event.target.value)}
            className="pl-10"
          />
        </div>
      </form>

      <div role="group" aria-label="Filter by category" className="mt-4 flex flex-wrap gap-2">
        {[{ id: 'all' as const, label: 'All' }, ...FAQ_CATEGORIES].map((chip) => {
          const pressed = category === chip.id;
          return (
            <button
              key={chip.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => write({ category: chip.id })}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
                pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background text-foreground hover:bg-muted',
              )}
            >
              {chip.label}
            </button>
          );
        })}
      </div>

      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {countLine}
      </p>

      <div id={resultsId} className="mt-2 flex flex-col gap-8">
        {sections.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center">
            <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-semibold">No FAQs found matching your search criteria.</p>
            <p className="text-sm text-muted-foreground">Try another word, or look in all categories.</p>
            <Button variant="outline" onClick={clear}>
              Clear search and filters
            </Button>
          </div>
        ) : (
          sections.map((section) => (
            <section key={section.id} aria-labelledby={`faq-section-${section.id}`} className="flex flex-col gap-3">
              <h2 id={`faq-section-${section.id}`} className="text-xl font-bold">
                {section.label}
              </h2>
              <ul className="flex flex-col gap-2">
                {section.faqs.map((faq) => (
                  <FaqItem key={faq.id} faq={faq} />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>

      <div className="mt-10">
        <HelpLinks />
      </div>
    </PageContainer>
  );
}
