import type { ReactNode } from 'react';
import { Printer } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

// The pieces the printable invoice and receipt share: on paper only the document shows, plain and borderless.

/** The screen-only Print button. */
export function PrintButton({ children }: { children: ReactNode }) {
  return (
    <Button onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      {children}
    </Button>
  );
}

/** The document itself: a card on screen, bare on paper. `className` sets its width. */
export function PrintedDocument({ titleId, className, children }: { titleId: string; className: string; children: ReactNode }) {
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'mx-auto grid gap-5 rounded-lg border border-border bg-card p-5 text-card-foreground sm:p-8 print:gap-3 print:rounded-none print:border-0 print:p-0 print:text-[10pt]',
        className,
      )}
    >
      {children}
    </article>
  );
}

export type Letterhead = { name: string; address: string; phone: string; email: string; trn: string | null };

/** The store's name, address, contacts and tax number at the head of the document; centred on the receipt's narrow paper. */
export function StoreLetterhead({ store, centered = false }: { store: Letterhead; centered?: boolean }) {
  return (
    <header className={cn('grid gap-0.5 border-b border-border pb-4', centered && 'text-center print:pb-2')}>
      <p className={cn('text-2xl font-extrabold', centered && 'print:text-[14pt]')}>{store.name}</p>
      <p>{store.address}</p>
      <p>
        {store.phone} · <span className="break-all">{store.email}</span>
      </p>
      {store.trn ? <p className="font-semibold">TRN {store.trn}</p> : null}
    </header>
  );
}

/** One label and value of the document's lists (a `<dl>`'s row). */
export function DocumentLine({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-muted-foreground print:text-inherit">{label}</dt>
      <dd className="min-w-0 text-right font-medium">{value}</dd>
    </div>
  );
}
