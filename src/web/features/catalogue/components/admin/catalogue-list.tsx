import { Link } from 'react-router';
import type { CatalogueAdminRow } from '@shared/schemas/admin-catalogue';
import { ImageWithFallback } from '@web/components/commerce/image-with-fallback';
import { Fact } from '@web/components/fact';
import { StaffTable } from '@web/components/staff-table';
import { Badge } from '@web/components/ui/badge';
import { formatMoney } from '@web/lib/format';
import { ConditionBadge } from '../condition-badge';
import { MARKETPLACE_NAMES } from '../part-labels';

type ListProps = {
  parts: CatalogueAdminRow[];
  /** The list's query string, handed to the part's page so its back link returns to the same search. */
  listSearch: string;
};

/** What the part's page reads from the link that opened it. */
export type AdminPartLinkState = { listSearch?: string };

function partLinkProps(part: CatalogueAdminRow, listSearch: string) {
  const state: AdminPartLinkState = { listSearch };
  return { to: `/admin/catalogue/${part.id}`, state };
}

/** "eBay · Rock Auto Parts": where staff buy it, and from whom when a supplier is named. */
function sourceText(part: CatalogueAdminRow): string {
  return [MARKETPLACE_NAMES[part.marketplace], part.supplierName].filter(Boolean).join(' · ');
}

function fitsText(part: CatalogueAdminRow): string {
  if (part.fitmentCount === 0) return 'Universal';
  return part.fitmentCount === 1 ? '1 vehicle' : `${part.fitmentCount} vehicles`;
}

function Flags({ part }: { part: CatalogueAdminRow }) {
  return (
    <>
      {part.retiredAt ? <Badge variant="destructive">Retired</Badge> : null}
      {part.inStock ? null : <Badge variant="warning">Out of stock</Badge>}
    </>
  );
}

/*
 * Two layouts of the same rows (DESIGN.md: cards on phones, a table on desks). Only one is displayed at a
 * time; the other is display:none, so screen readers and tests meet one list, not two.
 */

/** Phones (< 768 px): one card per part; the title is the link and the whole card opens it. */
export function CatalogueCards({ parts, listSearch }: ListProps) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Parts">
      {parts.map((part) => (
        <li key={part.id}>
          <article
            aria-labelledby={`part-card-${part.id}`}
            data-testid="catalogue-card"
            className="relative flex gap-3 rounded-lg border border-border bg-background p-3 hover:bg-muted"
          >
            <ImageWithFallback src={part.imageUrl} alt="" sizes="5rem" className="w-20 shrink-0 self-start" />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex flex-wrap gap-1">
                <ConditionBadge condition={part.condition} />
                <Flags part={part} />
              </div>
              <h2 id={`part-card-${part.id}`} className="leading-snug font-semibold break-words">
                <Link {...partLinkProps(part, listSearch)} className="text-primary underline-offset-4 after:absolute after:inset-0 hover:underline">
                  {part.title}
                </Link>
              </h2>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <Fact label="Brand" className="min-w-0" valueClassName="break-words">
                  {part.brand}
                </Fact>
                <Fact label="Part number" className="min-w-0" valueClassName="break-all tabular">
                  {part.partNumber}
                </Fact>
                <Fact label="Price" className="min-w-0" valueClassName="font-semibold tabular">
                  {formatMoney(part.price, 'USD')}
                </Fact>
                <Fact label="Fits" className="min-w-0">
                  {fitsText(part)}
                </Fact>
                <Fact label="Source" className="col-span-2 min-w-0" valueClassName="break-words">
                  {sourceText(part)}
                </Fact>
              </dl>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

const td = 'px-3 py-2 align-top';

/** Tablets and desks (≥ 768 px): one row per part. Scrolls inside its own box if it ever outgrows the page. */
export function CatalogueTable({ parts, listSearch }: ListProps) {
  return (
    <StaffTable
      caption="Parts, newest first"
      columns={['Part', 'Part number', 'Condition', { label: 'Price', right: true }, 'Source', 'Fits']}
      className="hidden overflow-x-auto md:block"
    >
      {parts.map((part) => (
        <tr key={part.id} className="border-t border-border hover:bg-muted" data-testid="catalogue-row">
          <th scope="row" className={`${td} text-left font-normal`}>
            <div className="flex min-w-64 items-start gap-3">
              <ImageWithFallback src={part.imageUrl} alt="" sizes="4rem" className="w-16 shrink-0" />
              <div className="min-w-0">
                <Link {...partLinkProps(part, listSearch)} className="font-semibold break-words text-primary underline-offset-4 hover:underline">
                  {part.title}
                </Link>
                <span className="block text-muted-foreground">
                  {part.brand} · {part.categoryName}
                </span>
                <span className="mt-1 flex flex-wrap gap-1">
                  <Flags part={part} />
                </span>
              </div>
            </div>
          </th>
          <td className={`${td} min-w-28 font-mono text-xs break-words`}>
            {part.partNumber}
            {part.sku ? <span className="block text-muted-foreground">SKU {part.sku}</span> : null}
          </td>
          <td className={td}>
            <ConditionBadge condition={part.condition} />
          </td>
          <td className={`${td} text-right font-semibold whitespace-nowrap tabular`}>{formatMoney(part.price, 'USD')}</td>
          <td className={td}>{sourceText(part)}</td>
          <td className={`${td} whitespace-nowrap`}>{fitsText(part)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
