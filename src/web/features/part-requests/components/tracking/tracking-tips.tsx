import { useId } from 'react';
import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

const TIPS = [
  <>
    Request numbers start with <strong className="tabular">REQ-</strong> and are in your confirmation e-mail.
  </>,
  <>
    Order numbers from the shop start with <strong className="tabular">ORD-</strong>.
  </>,
  <>
    To see your details or answer a quote, choose <strong>Manage this request</strong>: we e-mail a link to the
    address on the request.
  </>,
  <>Signed in? Your dashboard lists your requests, and you can answer quotes there too.</>,
  <>Lost your number? Search by the phone number or e-mail you gave us.</>,
];

export function TrackingTips() {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Lightbulb className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
          Tracking tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm">
          {TIPS.map((tip, i) => (
            <li key={i}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
