import { Link } from 'react-router';
import { Bug, Lightbulb, Star } from 'lucide-react';
import type { ContactSubject } from '@shared/support';
import { buttonVariants } from '@web/components/ui/button';

const ACTIONS: { label: string; subject: ContactSubject; Icon: typeof Star }[] = [
  { label: 'Leave Review', subject: 'feedback', Icon: Star },
  { label: 'Submit Suggestion', subject: 'feedback', Icon: Lightbulb },
  { label: 'Report Issue', subject: 'support', Icon: Bug },
];

/** Feedback (docs/product.md §2): each button opens the contact form with its subject chosen. */
export function FeedbackPanel() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold">Tell us how we did</h2>
        <p className="text-muted-foreground">
          A review, an idea or a problem with the site: a person reads every message, and it helps the next customer. You can
          also write to us on the{' '}
          <Link to="/contact-us" className="font-semibold text-primary underline underline-offset-4">
            Contact Us page
          </Link>
          .
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {ACTIONS.map(({ label, subject, Icon }) => (
          <Link key={label} to={`/contact-us?subject=${subject}`} className={buttonVariants({ variant: 'outline' })}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        ))}
      </div>
    </div>
  );
}
