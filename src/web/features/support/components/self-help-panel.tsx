import { Link } from 'react-router';
import { FileQuestion, PackageSearch, Repeat, ShieldCheck, Truck, Wrench } from 'lucide-react';
import { INSTALLATION_WARRANTY_DAYS } from '@shared/constants';
import { RESPONSE_TIMES } from '@shared/policies';
import { HelpLinkList, type HelpLink } from './help-link-list';

const LINKS = [
  { to: '/faqs', label: 'Frequently Asked Questions', description: 'Twenty quick answers, searchable.', Icon: FileQuestion },
  { to: '/track-order', label: 'Track Order', description: 'Where your order or part request is now.', Icon: PackageSearch },
  { to: '/return-exchange', label: 'Return & Exchange Policy', description: 'What to do with a faulty or wrong part.', Icon: Repeat },
  { to: '/warranty-policy', label: 'Warranty Policy', description: 'How long each kind of part is covered.', Icon: ShieldCheck },
  { to: '/shipping-policy', label: 'Shipping Policy', description: 'Delivery prices, times and store pickup.', Icon: Truck },
] as const satisfies readonly HelpLink[];

/** Self-Help (docs/product.md §2): the pages that answer most questions, and help with fitting a part. */
export function SelfHelpPanel() {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">Find the answer yourself</h2>
      <HelpLinkList links={LINKS} className="sm:grid-cols-2" chevron />
      <aside aria-labelledby="installation-support" className="flex gap-3 rounded-lg border border-border bg-muted p-4">
        <Wrench className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <h3 id="installation-support" className="font-semibold">
            Installation support
          </h3>
          <p className="text-sm">
            Not sure how to fit a part? Send us the part number and your vehicle or phone model on WhatsApp or through the
            contact form, and our technical team will talk you through it ({RESPONSE_TIMES.technicalSupport}). Fitting work
            we do ourselves is guaranteed for {INSTALLATION_WARRANTY_DAYS} days. For brakes, steering and airbags, please use a
            qualified mechanic.
          </p>
          <Link to="/contact-us?subject=support" className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
            Ask for installation help
          </Link>
        </div>
      </aside>
    </div>
  );
}
