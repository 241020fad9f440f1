import { BarChart3 } from 'lucide-react';
import { DASHBOARD_PERIOD_LABELS } from '@shared/schemas/dashboard';
import { LoadErrorCard } from '@web/components/load-error-card';
import { RefreshButton } from '@web/components/refresh-button';
import { getErrorStatus } from '@web/lib/api-client';
import { getServerIssues } from '@web/lib/form-errors';
import { useUrlState } from '@web/lib/use-url-state';
import { cn } from '@web/lib/utils';
import { useDashboard } from '../api/admin-get-dashboard';
import { periodLine } from './dashboard-figures';
import { readDashboardQuery, toApiQuery, writeDashboardQuery } from './dashboard-query';
import { SectionSkeleton } from './dashboard-section';
import { FunnelSection } from './funnel-section';
import { MoneyOwedSection } from './money-owed-section';
import { PeriodPicker } from './period-picker';
import { PromisesSection } from './promises-section';
import { SalesSection } from './sales-section';
import { StockSection } from './stock-section';
import { SuppliersSection } from './suppliers-section';

const SECTION_TITLES = ['Sales', 'Sourcing funnel', 'Promises kept', 'Money owed', 'Stock', 'Suppliers'] as const;

/**
 * How the business did over a chosen period beside the period before (docs/dashboard.md): the period picker, the
 * line that says which days are compared, and the six sections. The period lives in the address.
 */
export function StaffDashboard() {
  const { state: choice, go } = useUrlState(readDashboardQuery, writeDashboardQuery);
  const dashboard = useDashboard(toApiQuery(choice));
  const data = dashboard.data;

  // A custom range the server refused (a hand-typed or old link) is shown by the date inputs, in its words.
  const refused = dashboard.isError && getErrorStatus(dashboard.error) === 400;
  const serverErrors: { from?: string; to?: string } = {};
  if (refused) {
    for (const issue of getServerIssues(dashboard.error)) {
      if ((issue.path === 'from' || issue.path === 'to') && !serverErrors[issue.path]) serverErrors[issue.path] = issue.message;
    }
  }
  const updating = dashboard.isPlaceholderData;

  return (
    <section aria-labelledby="dashboard-heading" className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="dashboard-heading" className="flex items-center gap-2 text-2xl font-bold">
            <BarChart3 className="size-6 shrink-0" aria-hidden="true" />
            How the store is doing
          </h2>
          <RefreshButton fetching={dashboard.isFetching} onRefresh={() => void dashboard.refetch()} />
        </div>
        <PeriodPicker
          key={`${choice.period}|${choice.from}|${choice.to}`}
          choice={choice}
          shownRange={data ? { from: data.period.from, to: data.period.to } : undefined}
          serverErrors={serverErrors}
          onChoose={go}
        />
        {/* Said again whenever the period changes, so a screen reader hears which days the figures are for. */}
        <p aria-live="polite" className="font-semibold">
          {updating ? `Loading ${DASHBOARD_PERIOD_LABELS[choice.period].toLowerCase()}...` : data ? periodLine(data.period, DASHBOARD_PERIOD_LABELS[data.period.period]) : null}
        </p>
      </div>

      {dashboard.isPending ? (
        SECTION_TITLES.map((title) => <SectionSkeleton key={title} title={title} />)
      ) : refused ? (
        <p role="alert" className="rounded-md border border-destructive p-4">
          <span className="font-semibold">We couldn&apos;t show that range.</span> Correct the dates above and choose Apply, or pick another period.
        </p>
      ) : dashboard.isError || !data ? (
        <LoadErrorCard what="the dashboard" error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div aria-busy={updating} className={cn('flex min-w-0 flex-col gap-6 transition-opacity', updating && 'opacity-60')}>
          <SalesSection dashboard={data} onLongerPeriod={choice.period === '30d' ? undefined : () => go({ period: '30d', from: '', to: '' })} />
          <FunnelSection dashboard={data} />
          <PromisesSection dashboard={data} />
          <MoneyOwedSection dashboard={data} />
          <StockSection dashboard={data} />
          <SuppliersSection dashboard={data} />
        </div>
      )}
    </section>
  );
}
