import { Lightbulb } from 'lucide-react';
import { RegionCard } from '@web/components/region-card';

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
  return (
    <RegionCard icon={Lightbulb} iconClassName="text-accent-text" title="Tracking tips">
      <ul className="grid list-disc gap-2 pl-5 text-sm">
        {TIPS.map((tip, i) => (
          <li key={i}>{tip}</li>
        ))}
      </ul>
    </RegionCard>
  );
}
