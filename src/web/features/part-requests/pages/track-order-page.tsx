import { ComingSoonPage } from '@web/components/coming-soon-page';

export function TrackOrderPage() {
  return <ComingSoonPage title="Track Your Order" />;
}
