import { Receipt } from 'lucide-react';
import { fromCents, toCents } from '@shared/money';
import { PAYMENT_METHOD_LABELS } from '@shared/payments';
import type { Dashboard } from '@shared/schemas/dashboard';
import { Button } from '@web/components/ui/button';
import { formatMoney } from '@web/lib/format';
import { bucketLabel, changeOf, rangeWords } from './dashboard-figures';
import { SectionEmpty } from '@web/components/section-card';
import { DashboardSection } from './dashboard-section';
import { FigureGrid } from './figure-grid';
import { FigureTable, type FigureColumn } from './figure-table';
import { SalesChartBox } from './sales-chart-box';

const jmd = (amount: number) => formatMoney(amount, 'JMD');
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Row = Dashboard['sales']['series'][number];
type MethodRow = { method: string; count: number; amount: number };

/** Sales, takings and refunds over the period, beside the period before, with a chart and its table. */
export function SalesSection({ dashboard, onLongerPeriod }: { dashboard: Dashboard; onLongerPeriod?: () => void }) {
  const { current, previous, series } = dashboard.sales;
  const range = dashboard.period;
  const bucket = range.bucket;
  const total = current.shopSales + current.sourcedSales;
  const quiet = current.shopOrders + current.sourcedParts === 0 && current.takings === 0 && current.refunds === 0;

  const columns: FigureColumn<Row>[] = [
    { label: bucket === 'day' ? 'Day' : 'Week', nowrap: true, show: (r) => bucketLabel(r.start, bucket), csv: (r) => r.start },
    { label: 'Shop sales', csvLabel: 'Shop sales (J$)', numeric: true, show: (r) => jmd(r.shopSales), csv: (r) => r.shopSales },
    { label: 'Sourced parts', csvLabel: 'Sourced parts (J$)', numeric: true, show: (r) => jmd(r.sourcedSales), csv: (r) => r.sourcedSales },
    { label: 'Takings', csvLabel: 'Takings (J$)', numeric: true, show: (r) => jmd(r.takings), csv: (r) => r.takings },
  ];
  const methods: MethodRow[] = current.byMethod.map((r) => ({ method: PAYMENT_METHOD_LABELS[r.method], count: r.count, amount: r.amount }));
  // Added in cents, so a total of three amounts never shows 0.1 + 0.2.
  const allMethods: MethodRow = {
    method: 'All methods',
    count: methods.reduce((sum, r) => sum + r.count, 0),
    amount: fromCents(methods.reduce((sum, r) => sum + toCents(r.amount), 0)) ?? 0,
  };
  const methodColumns: FigureColumn<MethodRow>[] = [
    { label: 'Method', show: (r) => r.method, csv: (r) => r.method },
    { label: 'Payments', numeric: true, show: (r) => r.count, csv: (r) => r.count },
    { label: 'Amount', csvLabel: 'Amount (J$)', numeric: true, show: (r) => jmd(r.amount), csv: (r) => r.amount },
  ];
  const byDay = bucket === 'day' ? 'Sales by day' : 'Sales by week';

  return (
    <DashboardSection
      id="sales"
      title="Sales"
      icon={Receipt}
      description="Shop orders placed and sourced parts agreed in the period (cancelled ones left out), and the money that came in and went back."
      more={{ to: '/admin/money', label: 'Open Money' }}
    >
      <FigureGrid
        label="Sales figures"
        figures={[
          { label: 'Sales', value: jmd(total), change: changeOf(total, previous.shopSales + previous.sourcedSales, jmd), strong: true },
          {
            label: 'Shop orders',
            value: jmd(current.shopSales),
            detail: count(current.shopOrders, 'order', 'orders'),
            change: changeOf(current.shopSales, previous.shopSales, jmd),
          },
          {
            label: 'Sourced parts',
            value: jmd(current.sourcedSales),
            detail: count(current.sourcedParts, 'part', 'parts'),
            change: changeOf(current.sourcedSales, previous.sourcedSales, jmd),
          },
          { label: 'Average order', value: jmd(current.averageOrder), change: changeOf(current.averageOrder, previous.averageOrder, jmd) },
          { label: 'Takings', value: jmd(current.takings), change: changeOf(current.takings, previous.takings, jmd) },
          { label: 'Refunds', value: jmd(current.refunds), change: changeOf(current.refunds, previous.refunds, jmd) },
          { label: 'Net (takings less refunds)', value: jmd(current.net), change: changeOf(current.net, previous.net, jmd) },
        ]}
      />

      {quiet ? (
        <SectionEmpty
          title="No sales in this period"
          action={
            onLongerPeriod ? (
              <Button type="button" variant="outline" onClick={onLongerPeriod}>
                Show the last 30 days
              </Button>
            ) : null
          }
        >
          No shop order, accepted quote or payment between {rangeWords(range)}.
        </SectionEmpty>
      ) : (
        <>
          <figure className="flex min-w-0 flex-col gap-2">
            <figcaption className="text-lg font-bold">{bucket === 'day' ? 'Shop and sourced sales by day' : 'Shop and sourced sales by week'}</figcaption>
            {/* The chart is a picture; the table under it says the same to everyone (and to screen readers). */}
            <div aria-hidden="true" className="flex min-w-0 flex-col gap-2">
              <ChartKey />
              <SalesChartBox series={series} />
            </div>
          </figure>
          <FigureTable title={byDay} columns={columns} rows={series} range={range} rowKey={(r) => r.start} tall />
          {current.byMethod.length > 0 ? (
            <FigureTable
              title="Takings by payment method"
              columns={methodColumns}
              rows={methods}
              foot={allMethods}
              range={range}
              rowKey={(r) => r.method}
              description={`Refunds of ${jmd(current.refunds)} went back out in the period.`}
            />
          ) : (
            <p className="text-muted-foreground">No payment came in during the period.</p>
          )}
        </>
      )}
    </DashboardSection>
  );
}

function ChartKey() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <li className="inline-flex items-center gap-2">
        <span className="size-3 rounded-sm bg-primary" />
        Shop sales
      </li>
      <li className="inline-flex items-center gap-2">
        <span className="size-3 rounded-sm bg-info" />
        Sourced parts
      </li>
    </ul>
  );
}
