import { AdminHome } from '@web/features/admin/components/admin-home';
import { AdminPartRequestsSection } from '@web/features/part-requests/components/admin/admin-part-requests-section';
import { LandedCostRatesCard } from '@web/features/part-requests/components/admin/landed-cost-rates-card';

/** /admin: the staff home with the day's sourcing work (part requests and the landed-cost rates) under it. */
export function AdminDashboardPage() {
  return (
    <AdminHome>
      <AdminPartRequestsSection />
      <LandedCostRatesCard />
    </AdminHome>
  );
}
