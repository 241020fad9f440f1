import { AdminHome } from '@web/features/admin/components/admin-home';
import { CustomerMessagesPanel } from '@web/features/messaging/components/admin/customer-messages-panel';
import { UnreadRepliesCount } from '@web/features/messaging/components/admin/unread-replies-count';
import { AdminPartRequestsSection } from '@web/features/part-requests/components/admin/admin-part-requests-section';
import { LandedCostRatesCard } from '@web/features/part-requests/components/admin/landed-cost-rates-card';

/**
 * /admin: the staff home with the day's sourcing work (part requests and the landed-cost rates) under it,
 * each request's messages to the customer in its details, and the unread replies counted on their link.
 */
export function AdminDashboardPage() {
  return (
    <AdminHome badges={{ '/admin/replies': <UnreadRepliesCount /> }}>
      <AdminPartRequestsSection customerMessages={(request) => <CustomerMessagesPanel of={{ kind: 'request', id: request.id }} />} />
      <LandedCostRatesCard />
    </AdminHome>
  );
}
