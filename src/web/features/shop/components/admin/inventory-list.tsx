import { ImageIcon, Pencil, Trash2 } from 'lucide-react';
import type { AdminProduct } from '@shared/schemas/admin-shop';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { ConditionBadge, STOCK_TONE_CLASSES, stockState } from '../product-labels';
import { ProductImage } from '../product-image';

export type InventoryListProps = {
  products: AdminProduct[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onEdit: (product: AdminProduct) => void;
  onFindImages: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
};

function StockText({ product }: { product: AdminProduct }) {
  const stock = stockState(product);
  return (
    <span className={cn('font-semibold tabular', STOCK_TONE_CLASSES[stock.tone])}>
      {stock.tone === 'out' ? 'Out of stock' : `${product.stockCount} in stock`}
    </span>
  );
}

function SelectBox({ product, selected, onToggle }: Pick<InventoryListProps, 'selected' | 'onToggle'> & { product: AdminProduct }) {
  return (
    <label className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        className="size-5 accent-primary focus-visible:outline-3 focus-visible:outline-ring"
        checked={selected.has(product.id)}
        onChange={(event) => onToggle(product.id, event.target.checked)}
        aria-label={`Select ${product.name}`}
      />
    </label>
  );
}

function RowActions({
  product,
  onEdit,
  onFindImages,
  onDelete,
}: Pick<InventoryListProps, 'onEdit' | 'onFindImages' | 'onDelete'> & { product: AdminProduct }) {
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Find images for ${product.name}`} onClick={() => onFindImages(product)}>
        <ImageIcon aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${product.name}`} onClick={() => onDelete(product)}>
        <Trash2 aria-hidden="true" className="text-destructive" />
      </Button>
    </div>
  );
}

/** Cards: the phone layout of the list view, and the grid view on every width. */
export function InventoryCards({ products, grid, ...props }: InventoryListProps & { grid: boolean }) {
  return (
    <ul
      aria-label="Products"
      className={cn('grid gap-3', grid ? 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'md:hidden')}
    >
      {products.map((product) => (
        <li key={product.id}>
          <Card data-testid="inventory-card" className={cn('flex gap-3 p-3', grid ? 'flex-col' : 'flex-row items-start')}>
            {grid ? <ProductImage src={product.imageUrl} alt="" /> : null}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex items-start gap-2">
                <SelectBox product={product} {...props} />
                <div className="min-w-0 flex-1 py-2">
                  <h3 className="leading-snug font-semibold break-words">{product.name}</h3>
                  <p className="font-mono text-xs text-muted-foreground">{product.sku}</p>
                </div>
              </div>
              <p className="text-sm text-muted-foreground">
                {product.brand} · {product.categoryName}
              </p>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-bold tabular">{formatMoney(product.price, 'JMD')}</span>
                <StockText product={product} />
                <ConditionBadge condition={product.condition} />
                {product.imageType === 'default' ? <Badge variant="outline">Default picture</Badge> : null}
              </div>
              <RowActions product={product} {...props} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

// The desk table's columns; the select box, the picture and the actions are named for screen readers only.
const COLUMNS: { label: string; hidden?: boolean; className?: string }[] = [
  { label: 'Select', hidden: true, className: 'w-12' },
  { label: 'Picture', hidden: true },
  { label: 'Product' },
  { label: 'Category' },
  { label: 'Price', className: 'text-right' },
  { label: 'Stock' },
  { label: 'Condition' },
  { label: 'Actions', hidden: true },
];

/** The desk layout of the list view. */
export function InventoryTable({ products, ...props }: InventoryListProps) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Products</caption>
        <thead className="bg-muted">
          <tr>
            {COLUMNS.map(({ label, hidden, className }) => (
              <th key={label} scope="col" className={cn('px-2 py-3', className)}>
                {hidden ? <span className="sr-only">{label}</span> : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} className="border-t border-border" data-testid="inventory-row">
              <td className="px-2 py-1">
                <SelectBox product={product} {...props} />
              </td>
              <td className="w-20 px-2 py-1">
                <ProductImage src={product.imageUrl} alt="" className="w-16" />
              </td>
              <td className="px-2 py-2">
                <p className="font-semibold">{product.name}</p>
                <p className="text-muted-foreground">
                  {product.brand}
                  {product.model ? ` · ${product.model}` : ''} · <span className="font-mono text-xs">{product.sku}</span>
                </p>
              </td>
              <td className="px-2 py-2">
                {product.categoryName}
                <span className="block text-xs text-muted-foreground">{product.category}</span>
              </td>
              <td className="px-2 py-2 text-right font-semibold tabular">{formatMoney(product.price, 'JMD')}</td>
              <td className="px-2 py-2">
                <StockText product={product} />
              </td>
              <td className="px-2 py-2">
                <ConditionBadge condition={product.condition} />
              </td>
              <td className="px-2 py-1">
                <RowActions product={product} {...props} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
