import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/utils';
import type { Faq } from '../faqs';

/**
 * One question as a disclosure (WAI-ARIA disclosure pattern): a button in a heading that says whether its
 * answer is shown, and the answer below it. Enter and Space work because it is a real button.
 */
export function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonId = useId();
  return (
    <li className="rounded-lg border border-border bg-card">
      <h3 className="text-base font-semibold">
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className={cn(
            'flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left',
            'hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
          )}
        >
          <span>{faq.question}</span>
          <ChevronDown className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-4 pb-4">
        <p className="text-muted-foreground">{faq.answer}</p>
        {faq.links && faq.links.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-x-4">
            {faq.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
