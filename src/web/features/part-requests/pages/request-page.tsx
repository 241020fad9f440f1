import { ComingSoonPage } from '@web/components/coming-soon-page';

export function RequestPage() {
  return <ComingSoonPage title="Request Parts from US to Jamaica" />;
}
