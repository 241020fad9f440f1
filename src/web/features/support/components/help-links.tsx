import { LifeBuoy, Mail, PackageSearch } from 'lucide-react';
import { RESPONSE_TIMES } from '@shared/policies';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { HelpLinkList, type HelpLink } from './help-link-list';

const LINKS = [
  { to: '/contact-us', label: 'Contact Us', description: `Send us a message; we reply ${RESPONSE_TIMES.email}.`, Icon: Mail },
  { to: '/customer-support', label: 'Customer Support', description: 'WhatsApp, phone, departments and service status.', Icon: LifeBuoy },
  { to: '/track-order', label: 'Track Order', description: 'Follow an order (ORD-) or a part request (REQ-).', Icon: PackageSearch },
] as const satisfies readonly HelpLink[];

/** "Still need help?": where to go when the answers do not cover it. */
export function HelpLinks() {
  return (
    <Card role="region" aria-labelledby="faq-help-links">
      <CardHeader>
        <CardTitle id="faq-help-links">Still need help?</CardTitle>
        <CardDescription>A person reads every message. Pick the quickest way for you.</CardDescription>
      </CardHeader>
      <CardContent>
        <HelpLinkList links={LINKS} className="sm:grid-cols-3" />
      </CardContent>
    </Card>
  );
}
