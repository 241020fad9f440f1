import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CUSTOMER_LABEL, STORE_NOTES } from '../../../shared/statuses';
import type { PaymentMethod } from '../../../shared/payments';
import type { PromiseMeasure } from '../../../shared/schemas/dashboard';
import { rowsOf } from '../../db/rows';

// The dashboard's reads (docs/dashboard.md): each figure is one aggregate statement over the orders, the
// part requests and their status histories, and the payments ledger, the same SQL on PGlite and
// PostgreSQL. Amounts come back in cents as float8 (exact to 2^53: sums of int cents can pass 2^31).
// `cur` tells the period asked for from the one before it, which each statement reads at the same time.

export type Span = { previousStart: Date; start: Date; end: Date };

/** An instant as a timestamptz parameter, the same on both drivers. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Kingston's calendar day of a timestamp column (UTC-5 all year) as a day number: days since 1 January 1970. */
const kingstonDayNumber = (column: SQL) => sql`floor((date_part('epoch', ${column}) - 18000) / 86400)::int`;

/**
 * Business seconds (Monday to Friday, Kingston) from Monday 5 January 1970 to a timestamp: the difference
 * of two is the business time between them, weekends left out, as src/shared/orders.ts addBusinessDays
 * counts it (a start on a weekend counts from Monday 00:00). 363,600 s is that Monday's Kingston midnight.
 */
const businessSeconds = (column: SQL) => {
  // date_part's float8, not extract's numeric: numeric costs three times more over a year of rows.
  const s = sql`(date_part('epoch', ${column}) - 363600)`;
  return sql`(floor(${s} / 604800) * 432000 + least(${s} - floor(${s} / 604800) * 604800, 432000))`;
};
const businessDaysBetween = (from: SQL, to: SQL) => sql`((${businessSeconds(to)} - ${businessSeconds(from)}) / 86400.0)::float8`;

/** Money received for a request or order: succeeded payments, including ones since refunded (lib/ledger/balance.ts). */
const RECEIVED = sql`p.kind = 'payment' and p.state in ('succeeded', 'refunded')`;

export type DayRow = {
  /** The Kingston day, as days since 1 January 1970. */
  day: number;
  /** A shop order placed, a quote accepted, a payment in, a refund out. */
  source: 'order' | 'request' | 'payment' | 'refund';
  method: PaymentMethod | null;
  count: number;
  cents: number;
};

/**
 * Both periods' sales and takings by Kingston day, in one pass over each table: shop orders placed and
 * quotes accepted (neither cancelled, with what they came to), payments received by method, and refunds
 * given, each by the day it settled. The service adds them up into the totals, the period before and the
 * chart's bars.
 */
export async function salesByDay(db: Db, s: Span): Promise<DayRow[]> {
  return rowsOf<DayRow>(
    await db.execute(sql`
      select day, source, method, count(*)::int as count, sum(cents)::float8 as cents
      from (
        select ${kingstonDayNumber(sql`o.created_at`)} as day, 'order' as source, null::text as method, o.total_cents as cents
        from orders o where o.created_at >= ${at(s.previousStart)} and o.created_at < ${at(s.end)} and o.status <> 'cancelled'
        union all
        select ${kingstonDayNumber(sql`r.accepted_at`)}, 'request', null, r.amount_due_cents
        from part_requests r where r.accepted_at >= ${at(s.previousStart)} and r.accepted_at < ${at(s.end)} and r.status <> 'cancelled'
        union all
        select ${kingstonDayNumber(sql`p.settled_at`)}, p.kind, p.method, p.amount_cents
        from payments p
        where p.settled_at >= ${at(s.previousStart)} and p.settled_at < ${at(s.end)} and ((${RECEIVED}) or (p.kind = 'refund' and p.state = 'succeeded'))
      ) t
      group by 1, 2, 3`),
  );
}

export type FunnelRow = { cur: boolean; level: number; lost: 'cancelled' | 'declined' | 'expired' | null; count: number };

/**
 * Requests made in each period by the furthest step each reached (1 requested … 5 delivered; reaching a
 * step counts as reaching those before it, so a part staff delivered without a recorded quote still
 * counts as quoted), and why those that stopped did: the customer declined the quote, it expired
 * unanswered (the quote's last day is before `today`), or it was cancelled. The steps are the request's
 * milestone columns (docs/decisions/020-request-milestones.md).
 */
export async function funnel(db: Db, s: Span, today: string): Promise<FunnelRow[]> {
  return rowsOf<FunnelRow>(
    await db.execute(sql`
      select r.created_at >= ${at(s.start)} as cur,
             greatest(1, case when r.first_quoted_at is not null or r.quoted_at is not null then 2 else 0 end,
                      case when r.accepted_at is not null then 3 else 0 end, case when r.deposit_paid_at is not null then 4 else 0 end,
                      case when r.delivered_at is not null or r.status = 'delivered' then 5 else 0 end) as level,
             case when r.status = 'cancelled' then
                    -- A scalar subquery with a limit is looked up for each cancelled request by its index; an
                    -- exists here was planned as a hash of every cancellation in the history.
                    case when (select true from part_request_status_history h where h.request_id = r.id and h.status = 'cancelled'
                               and h.note = ${STORE_NOTES.declined} and h.changed_by_label = ${CUSTOMER_LABEL} limit 1) then 'declined' else 'cancelled' end
                  when r.status = 'quoted' and r.quote_valid_until < ${today}::date then 'expired' end as lost,
             count(*)::int as count
      from part_requests r
      where r.created_at >= ${at(s.previousStart)} and r.created_at < ${at(s.end)}
      group by 1, 2, 3`),
  );
}

export type PromiseRow = { measure: PromiseMeasure; cur: boolean; count: number; median: number | null; p90: number | null; kept: number };

/**
 * How long each promise took, for the reviews, quotes and deliveries that happened in each period: the
 * first thing the store did on a request in hours after it came in; its first quote in business days
 * after it came in; its delivery in business days after its deposit was in (parts sourced abroad only: a
 * local part has no shipping promise). Each read by the index on its milestone column.
 */
export async function promises(db: Db, s: Span, promise: Record<PromiseMeasure, number>): Promise<PromiseRow[]> {
  const inSpan = (column: SQL) => sql`${column} >= ${at(s.previousStart)} and ${column} < ${at(s.end)}`;
  return rowsOf<PromiseRow>(
    await db.execute(sql`
      with d as (
        select 'review' as measure, r.reviewed_at >= ${at(s.start)} as cur, date_part('epoch', r.reviewed_at - r.created_at) / 3600 as took
        from part_requests r where ${inSpan(sql`r.reviewed_at`)}
        union all
        select 'quote', r.first_quoted_at >= ${at(s.start)}, ${businessDaysBetween(sql`r.created_at`, sql`r.first_quoted_at`)}
        from part_requests r where ${inSpan(sql`r.first_quoted_at`)}
        union all
        select 'delivery', r.delivered_at >= ${at(s.start)}, ${businessDaysBetween(sql`r.deposit_paid_at`, sql`r.delivered_at`)}
        from part_requests r where ${inSpan(sql`r.delivered_at`)} and not r.is_local and r.deposit_paid_at is not null
      )
      select measure, cur, count(*)::int as count,
             percentile_cont(0.5) within group (order by took) as median,
             percentile_cont(0.9) within group (order by took) as p90,
             count(*) filter (where took <= case measure when 'review' then ${promise.review}::float8
                                                         when 'quote' then ${promise.quote}::float8
                                                         else ${promise.delivery}::float8 end)::int as kept
      from d
      group by measure, cur`),
  );
}

export type OpenRequestRow = {
  id: string;
  requestNumber: string;
  customerName: string;
  partName: string;
  status: string;
  createdAt: Date;
  reviewed: boolean;
  quoted: boolean;
  depositAt: Date | null;
  /** Business days since it came in, at `now`. */
  businessDaysOpen: number;
};

/**
 * Requests that may be late on a promise at `now`: not reviewed for 24 hours, not quoted within the
 * promised business days, or not delivered within the promised business days of the deposit (abroad).
 * Read from the requests still open (neither delivered nor cancelled); the service decides which are late.
 */
export async function possiblyLate(db: Db, now: Date, promise: Record<PromiseMeasure, number>): Promise<OpenRequestRow[]> {
  const nowTs = at(now);
  return rowsOf<OpenRequestRow>(
    await db.execute(sql`
      select * from (
        select r.id, r.request_number as "requestNumber", r.customer_name as "customerName", r.part_name as "partName", r.status,
               r.created_at as "createdAt",
               r.reviewed_at is not null as reviewed,
               r.quoted_at is not null as quoted,
               case when r.is_local then null else r.deposit_paid_at end as "depositAt",
               ${businessDaysBetween(sql`r.created_at`, nowTs)} as "businessDaysOpen"
        from part_requests r
        where r.status not in ('delivered', 'cancelled')
      ) o
      where (not reviewed and "createdAt" < ${nowTs} - make_interval(hours => ${promise.review}))
         or (not quoted and status = 'pending' and "businessDaysOpen" > ${promise.quote})
         or ("depositAt" is not null and ${businessDaysBetween(sql`"depositAt"`, nowTs)} > ${promise.delivery})`),
  ).map((r) => ({ ...r, createdAt: new Date(r.createdAt), depositAt: r.depositAt === null ? null : new Date(r.depositAt) }));
}

export type OwedRow = { subject: 'request' | 'order'; count: number; cents: number };

/**
 * What customers owe now: agreed requests and unpaid orders, neither cancelled, less what the ledger
 * received (the same rule as the money page, lib/ledger/balance.ts owedOf), counting only those owing;
 * and the bank transfers customers announced that staff have not confirmed.
 */
export async function owed(db: Db): Promise<{ owed: OwedRow[]; awaiting: { count: number; cents: number } }> {
  // received_cents is the ledger's sum kept by the database (decision 020); the differences and
  // conditions are the indexes' own, so only the few that owe are read.
  const owedRows = rowsOf<OwedRow>(
    await db.execute(sql`
      select 'request' as subject, count(*)::int as count, coalesce(sum(r.amount_due_cents - r.received_cents), 0)::float8 as cents
      from part_requests r where (r.amount_due_cents - r.received_cents) > 0 and r.status <> 'cancelled'
      union all
      select 'order', count(*)::int, coalesce(sum(o.total_cents - o.received_cents), 0)::float8
      from orders o where (o.total_cents - o.received_cents) > 0 and o.paid_at is null and o.status <> 'cancelled'`),
  ).filter((r) => r.count > 0);
  const [awaiting] = rowsOf<{ count: number; cents: number }>(
    await db.execute(sql`
      select count(*)::int as count, coalesce(sum(p.amount_cents), 0)::float8 as cents
      from payments p where p.state = 'pending' and p.method = 'bank_transfer' and p.kind = 'payment'`),
  );
  return { owed: owedRows, awaiting: awaiting ?? { count: 0, cents: 0 } };
}

export type ShelfRow = { id: number; sku: string; name: string; stock: number };

/** Live products with `lowAt` or fewer on the shelf, the emptiest first. */
export async function lowShelves(db: Db, lowAt: number, limit: number): Promise<ShelfRow[]> {
  return rowsOf<ShelfRow>(
    await db.execute(sql`
      select id, sku, name, stock_count as stock
      from inventory_products
      where archived_at is null and stock_count <= ${lowAt}
      order by stock_count, name
      limit ${limit}`),
  );
}

export type BestSellerRow = { name: string; sku: string | null; units: number; cents: number };

/** The period's best-selling lines of shop orders not cancelled, by units. */
export async function bestSellers(db: Db, s: Span, limit: number): Promise<BestSellerRow[]> {
  return rowsOf<BestSellerRow>(
    await db.execute(sql`
      select coalesce(p.name, min(i.name)) as name, p.sku, sum(i.quantity)::int as units, sum(i.quantity * i.unit_price_cents)::float8 as cents
      from order_items i
      join orders o on o.id = i.order_id
      left join inventory_products p on p.id = i.product_id
      where o.created_at >= ${at(s.start)} and o.created_at < ${at(s.end)} and o.status <> 'cancelled'
      group by i.product_id, i.part_id, p.name, p.sku
      order by units desc, cents desc, name
      limit ${limit}`),
  );
}

export type SupplierRow = {
  id: number;
  name: string;
  sourced: number;
  medianLeadDays: number | null;
  quotedCents: number;
  /** Of those, the requests with what we paid the supplier recorded, their quoted US cents and what we paid. */
  costed: number;
  costedQuotedCents: number;
  paidCents: number;
};

/**
 * Suppliers of the requests accepted in the period: how many, the accepted options' part price and US
 * shipping (US cents), the median business days from the deposit to the part leaving the US, and for the
 * requests whose supplier invoice staff recorded, what was quoted and what we paid.
 */
export async function supplierFigures(db: Db, s: Span): Promise<SupplierRow[]> {
  return rowsOf<SupplierRow>(
    await db.execute(sql`
      select sp.id, sp.name, count(*)::int as sourced,
             percentile_cont(0.5) within group (order by lead.days) as "medianLeadDays",
             coalesce(sum(q.part_cents + q.us_shipping_cents), 0)::float8 as "quotedCents",
             count(r.supplier_cost_cents)::int as costed,
             coalesce(sum(q.part_cents + q.us_shipping_cents) filter (where r.supplier_cost_cents is not null), 0)::float8 as "costedQuotedCents",
             coalesce(sum(r.supplier_cost_cents), 0)::float8 as "paidCents"
      from part_requests r
      join suppliers sp on sp.id = r.supplier_id
      left join quote_options q on q.id = r.accepted_option_id
      cross join lateral (select ${businessDaysBetween(sql`r.deposit_paid_at`, sql`r.shipped_us_at`)} as days) lead
      where r.accepted_at >= ${at(s.start)} and r.accepted_at < ${at(s.end)} and r.status <> 'cancelled'
      group by sp.id, sp.name
      order by sourced desc, sp.name`),
  );
}
