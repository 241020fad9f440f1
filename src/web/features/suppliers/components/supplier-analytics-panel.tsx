import type { ReactNode } from 'react';
import { SUPPLIER_PART_TYPE_LABELS, SUPPLIER_PART_TYPES } from '@shared/suppliers';
import { LoadErrorCard } from '@web/components/load-error-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSupplierAnalytics } from '../api/get-supplier-analytics';
import { BarChart } from './bar-chart';

const SUPPLIERS = { one: 'supplier', other: 'suppliers' };

/** The Analytics tab: the docs/product.md §3 figures as numbers and as two charts (by country, by part type). */
export function SupplierAnalyticsPanel() {
  const analytics = useSupplierAnalytics();

  if (analytics.isPending) {
    return (
      <div role="status" aria-label="Loading analytics" className="grid gap-4">
        <span className="sr-only">Loading analytics...</span>
        <div className="grid gap-3 sm:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <LoadErrorCard what="the analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />
    );
  }

  const a = analytics.data;
  const byCountry = Object.entries(a.byCountry).map(([label, value]) => ({ label, value }));
  const byPartType = SUPPLIER_PART_TYPES.map((t) => ({ label: SUPPLIER_PART_TYPE_LABELS[t], value: a.byPartType[t] }));

  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label="Total suppliers">{a.totalSuppliers}</Figure>
        <Figure label="Average rating">{a.totalSuppliers === 0 ? '–' : `${a.averageRating.toFixed(1)} / 5`}</Figure>
        <Figure label="Verified">
          {a.verifiedCount}
          <span className="text-base font-normal text-muted-foreground"> of {a.totalSuppliers}</span>
        </Figure>
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart title="Suppliers by country" description="Most suppliers first." bars={byCountry} unit={SUPPLIERS} />
        <BarChart
          title="Suppliers by part type"
          description="Suppliers of both kinds serve auto and phone requests."
          bars={byPartType}
          unit={SUPPLIERS}
          barClassName="bg-info"
        />
      </div>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-3xl font-extrabold tabular">{children}</dd>
    </div>
  );
}
