import { AdminHome } from '@web/features/admin/components/admin-home';
import { CustomerMessagesPanel } from '@web/features/messaging/components/admin/customer-messages-panel';
import { UnreadRepliesCount } from '@web/features/messaging/components/admin/unread-replies-count';
import { AdminPartRequestsSection } from '@web/features/part-requests/components/admin/admin-part-requests-section';
import { LandedCostRatesCard } from '@web/features/part-requests/components/admin/landed-cost-rates-card';

/**
 * /admin/requests: the day's sourcing work (part requests and the landed-cost rates) under the staff
 * areas' links, each request's messages to the customer in its details, and the unread replies counted on
 * their link. `?request=REQ-…` opens that request's details (links in staff e-mails, replies, the dashboard's
 * late list).
 */
export function AdminRequestsPage() {
  return (
    <AdminHome title="Part requests" current="/admin/requests" badges={{ '/admin/replies': <UnreadRepliesCount /> }}>
      <AdminPartRequestsSection customerMessages={(request) => <CustomerMessagesPanel of={{ kind: 'request', id: request.id }} />} />
      <LandedCostRatesCard />
    </AdminHome>
  );
}
