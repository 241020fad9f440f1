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
  <>Add the e-mail you used on the request to see its full details.</>,
  <>When we send your quote, you can accept or decline it right here.</>,
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
