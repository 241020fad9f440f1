import { Boxes } from 'lucide-react';
import type { Dashboard } from '@shared/schemas/dashboard';
import { formatMoney } from '@web/lib/format';
import { DashboardSection } from './dashboard-section';
import { FigureTable, type FigureColumn } from './figure-table';

type Product = Dashboard['stock']['lowStock'][number];
type BestSeller = Dashboard['stock']['bestSellers'][number];

const productColumns: FigureColumn<Product>[] = [
  { label: 'Product', show: (p) => p.name, csv: (p) => p.name },
  { label: 'SKU', show: (p) => p.sku, csv: (p) => p.sku },
  { label: 'On the shelf', numeric: true, show: (p) => p.stock, csv: (p) => p.stock },
];

const bestSellerColumns: FigureColumn<BestSeller>[] = [
  { label: 'Product', show: (p) => p.name, csv: (p) => p.name },
  { label: 'SKU', show: (p) => p.sku ?? '—', csv: (p) => p.sku },
  { label: 'Units sold', numeric: true, show: (p) => p.units, csv: (p) => p.units },
  { label: 'Sales', csvLabel: 'Sales (J$)', numeric: true, show: (p) => formatMoney(p.sales, 'JMD'), csv: (p) => p.sales },
];

/** The shop's shelf now (out of stock, running low) and the period's best sellers. */
export function StockSection({ dashboard }: { dashboard: Dashboard }) {
  const { outOfStock, lowStock, bestSellers, lowStockAt } = dashboard.stock;
  const range = dashboard.period;
  const today = { from: range.today, to: range.today };
  return (
    <DashboardSection
      id="stock"
      title="Stock"
      icon={Boxes}
      description={`The shop's shelf right now (low means ${lowStockAt} or fewer left), and what sold best in the period.`}
      more={{ to: '/admin/inventory', label: 'Open Inventory to restock' }}
    >
      {outOfStock.length > 0 ? (
        <FigureTable title="Out of stock" columns={productColumns} rows={outOfStock} range={today} rowKey={(p) => String(p.id)} tall />
      ) : (
        <p className="font-semibold">Nothing is out of stock.</p>
      )}
      {lowStock.length > 0 ? (
        <FigureTable title="Low stock" columns={productColumns} rows={lowStock} range={today} rowKey={(p) => String(p.id)} tall />
      ) : (
        <p className="font-semibold">Nothing is running low.</p>
      )}
      {bestSellers.length > 0 ? (
        <FigureTable title="Best sellers" description="The period's shop orders, by units sold (the top ten)." columns={bestSellerColumns} rows={bestSellers} range={range} rowKey={(p) => `${p.sku ?? ''}:${p.name}`} />
      ) : (
        <p className="text-muted-foreground">No shop product sold in the period.</p>
      )}
    </DashboardSection>
  );
}
