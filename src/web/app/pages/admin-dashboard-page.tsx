import { Navigate, useSearchParams } from 'react-router';
import { AdminHome } from '@web/features/admin/components/admin-home';
import { StaffDashboard } from '@web/features/dashboard/components/staff-dashboard';
import { UnreadRepliesCount } from '@web/features/messaging/components/admin/unread-replies-count';

/**
 * /admin: the staff home (the way to every staff area, the unread replies counted on their link) over the
 * dashboard of how the business is doing (docs/dashboard.md). The part requests moved to /admin/requests; a link
 * that still names one here (`/admin?request=REQ-…`, in staff e-mails sent before) is passed on to it.
 */
export function AdminDashboardPage() {
  const [searchParams] = useSearchParams();
  if (searchParams.has('request')) return <Navigate to={`/admin/requests?${searchParams.toString()}`} replace />;
  return (
    <AdminHome compact badges={{ '/admin/replies': <UnreadRepliesCount /> }}>
      <StaffDashboard />
    </AdminHome>
  );
}
