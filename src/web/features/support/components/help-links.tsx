import { Link } from 'react-router';
import { LifeBuoy, Mail, PackageSearch } from 'lucide-react';
import { RESPONSE_TIMES } from '@shared/policies';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

const LINKS = [
  { to: '/contact-us', label: 'Contact Us', description: `Send us a message; we reply ${RESPONSE_TIMES.email}.`, Icon: Mail },
  { to: '/customer-support', label: 'Customer Support', description: 'WhatsApp, phone, departments and service status.', Icon: LifeBuoy },
  { to: '/track-order', label: 'Track Order', description: 'Follow an order (ORD-) or a part request (REQ-).', Icon: PackageSearch },
] as const;

/** "Still need help?": where to go when the answers do not cover it. */
export function HelpLinks() {
  return (
    <Card role="region" aria-labelledby="faq-help-links">
      <CardHeader>
        <CardTitle id="faq-help-links">Still need help?</CardTitle>
        <CardDescription>A person reads every message. Pick the quickest way for you.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-3">
          {LINKS.map(({ to, label, description, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-11 items-start gap-3 rounded-md border border-border p-3 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="font-semibold text-primary">{label}</span>
                  <span className="text-sm text-muted-foreground">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
