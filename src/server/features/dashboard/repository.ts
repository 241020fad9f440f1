import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CUSTOMER_LABEL, STORE_NOTES } from '../../../shared/statuses';
import type { PaymentMethod } from '../../../shared/payments';
import type { PromiseMeasure } from '../../../shared/schemas/dashboard';
import { rowsOf } from '../../db/rows';

// The dashboard's reads (docs/dashboard.md): each figure is one aggregate statement over the orders, the
// part requests and their status histories, and the payments ledger, the same SQL on PGlite and
// PostgreSQL. Amounts come back in cents as float8 (exact to 2^53: sums of int cents can pass 2^31).
// The period's figures are read by Kingston day (day-figures.ts keeps closed days in dashboard_days);
// what is true now whatever the period (late requests, money owed, shelves) is read as it is.

/** The instants a set of whole Kingston days spans: [from, to). */
export type Range = { from: Date; to: Date };

/** An instant as a timestamptz parameter, the same on both drivers. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const inRange = (column: SQL, r: Range) => sql`${column} >= ${at(r.from)} and ${column} < ${at(r.to)}`;

/**
 * Kingston's calendar day of a timestamp column as a day number (days since 1 January 1970): the
 * database's kingston_day (migration 0027), the same function its triggers mark stale days with.
 */
const kingstonDay = (column: SQL) => sql`kingston_day(${column})`;

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

/** Money received for a request or order: succeeded payments, including ones since refunded (modules/money/balance.ts). */
const RECEIVED = sql`p.kind = 'payment' and p.state in ('succeeded', 'refunded')`;

export type SalesRow = {
  /** The Kingston day, as days since 1 January 1970. */
  day: number;
  /** A shop order placed, a quote accepted, a payment in, a refund out. */
  source: 'order' | 'request' | 'payment' | 'refund';
  method: PaymentMethod | null;
  count: number;
  cents: number;
};

/**
 * Sales and takings by Kingston day, in one pass over each table: shop orders placed and quotes accepted
 * (neither cancelled, with what they came to), payments received by method, and refunds given, each by
 * the day it settled.
 */
export async function salesByDay(db: Db, r: Range): Promise<SalesRow[]> {
  return rowsOf<SalesRow>(
    await db.execute(sql`
      select day, source, method, count(*)::int as count, sum(cents)::float8 as cents
      from (
        select ${kingstonDay(sql`o.created_at`)} as day, 'order' as source, null::text as method, o.total_cents as cents
        from orders o where ${inRange(sql`o.created_at`, r)} and o.status <> 'cancelled'
        union all
        select ${kingstonDay(sql`q.accepted_at`)}, 'request', null, q.amount_due_cents
        from part_requests q where ${inRange(sql`q.accepted_at`, r)} and q.status <> 'cancelled'
        union all
        select ${kingstonDay(sql`p.settled_at`)}, p.kind, p.method, p.amount_cents
        from payments p
        where ${inRange(sql`p.settled_at`, r)} and ((${RECEIVED}) or (p.kind = 'refund' and p.state = 'succeeded'))
      ) t
      group by 1, 2, 3`),
  );
}

export type FunnelRow = {
  day: number;
  level: number;
  /** Why it stopped, when it was cancelled: the customer declined the quote, or it was cancelled. */
  stopped: 'cancelled' | 'declined' | null;
  /** For a request still waiting on its quote's answer, the quote's last day: it expired once that day is past. */
  validUntil: string | null;
  count: number;
};

/**
 * Requests by the Kingston day they came in and the furthest step each reached (1 requested … 5
 * delivered; reaching a step counts as reaching those before it, so a part staff delivered without a
 * recorded quote still counts as quoted), with why those cancelled stopped and, for those still quoted,
 * the quote's last day (whether it expired depends on the day it is read). The steps are the request's
 * milestone columns (docs/decisions/020-request-milestones.md).
 */
export async function funnelByDay(db: Db, r: Range): Promise<FunnelRow[]> {
  return rowsOf<FunnelRow>(
    await db.execute(sql`
      select ${kingstonDay(sql`r.created_at`)} as day,
             greatest(1, case when r.first_quoted_at is not null or r.quoted_at is not null then 2 else 0 end,
                      case when r.accepted_at is not null then 3 else 0 end, case when r.deposit_paid_at is not null then 4 else 0 end,
                      case when r.delivered_at is not null or r.status = 'delivered' then 5 else 0 end) as level,
             case when r.status = 'cancelled' then
                    -- A scalar subquery with a limit is looked up for each cancelled request by its index; an
                    -- exists here was planned as a hash of every cancellation in the history.
                    case when (select true from part_request_status_history h where h.request_id = r.id and h.status = 'cancelled'
                               and h.note = ${STORE_NOTES.declined} and h.changed_by_label = ${CUSTOMER_LABEL} limit 1) then 'declined' else 'cancelled' end
             end as stopped,
             case when r.status = 'quoted' then to_char(r.quote_valid_until, 'YYYY-MM-DD') end as "validUntil",
             count(*)::int as count
      from part_requests r
      where ${inRange(sql`r.created_at`, r)}
      group by 1, 2, 3, 4`),
  );
}

export type TookRow = { day: number; measure: PromiseMeasure; took: number[] };

/**
 * How long each promise took, by the Kingston day it was met, each day's values in order (to 4 decimals,
 * under a second, so a kept day stays small): the first thing
 * the store did on a request in hours after it came in; its first quote in business days after it came
 * in; its delivery in business days after its deposit was in (parts sourced abroad only: a local part has
 * no shipping promise). Each read by the index on its milestone column.
 */
export async function tookByDay(db: Db, r: Range): Promise<TookRow[]> {
  return rowsOf<TookRow>(
    await db.execute(sql`
      with d as (
        select ${kingstonDay(sql`q.reviewed_at`)} as day, 'review' as measure, date_part('epoch', q.reviewed_at - q.created_at) / 3600 as took
        from part_requests q where ${inRange(sql`q.reviewed_at`, r)}
        union all
        select ${kingstonDay(sql`q.first_quoted_at`)}, 'quote', ${businessDaysBetween(sql`q.created_at`, sql`q.first_quoted_at`)}
        from part_requests q where ${inRange(sql`q.first_quoted_at`, r)}
        union all
        select ${kingstonDay(sql`q.delivered_at`)}, 'delivery', ${businessDaysBetween(sql`q.deposit_paid_at`, sql`q.delivered_at`)}
        from part_requests q where ${inRange(sql`q.delivered_at`, r)} and not q.is_local and q.deposit_paid_at is not null
      )
      select day, measure, array_agg(round(took::numeric, 4)::float8 order by took) as took
      from d
      group by day, measure`),
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
 * received (the same rule as the money page, modules/money/balance.ts owedOf), counting only those owing;
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

const orderLines = (r: Range) => sql`
  select ${kingstonDay(sql`o.created_at`)} as day, i.product_id, i.part_id, min(i.name) as name,
         sum(i.quantity)::int as units, sum(i.quantity * i.unit_price_cents)::bigint as cents
  from order_items i
  join orders o on o.id = i.order_id
  where ${inRange(sql`o.created_at`, r)} and o.status <> 'cancelled'
  group by 1, 2, 3`;

/**
 * Keeps the shop order lines (orders not cancelled) of the Kingston days in `r`, [from, to) as day
 * numbers: each product's or part's units and takings a day, replacing what was kept for those days.
 */
export async function keepLines(db: Db, r: Range, from: number, to: number): Promise<void> {
  await db.execute(sql`delete from dashboard_day_lines where day >= ${from} and day < ${to}`);
  await db.execute(sql`insert into dashboard_day_lines (day, product_id, part_id, name, units, cents) ${orderLines(r)}`);
}

export type BestSellerRow = { name: string; sku: string | null; units: number; cents: number };

/**
 * The best-selling products and parts by units, then takings, then the name sold under: the lines kept
 * for the days [keptFrom, keptTo) and those of `live` (today) read as they are. A product shows its name now.
 */
export async function bestSellers(db: Db, keptFrom: number, keptTo: number, live: Range | null, limit: number): Promise<BestSellerRow[]> {
  // Summed and cut to `limit` first, so only those few are joined to their products.
  return rowsOf<BestSellerRow>(
    await db.execute(sql`
      select coalesce(p.name, t.name) as name, p.sku, t.units, t.cents
      from (
        select product_id, part_id, min(name) as name, sum(units)::int as units, sum(cents)::float8 as cents
        from (
          select product_id, part_id, name, units, cents from dashboard_day_lines where day >= ${keptFrom} and day < ${keptTo}
          ${live ? sql`union all select product_id, part_id, name, units, cents from (${orderLines(live)}) l` : sql``}
        ) u
        group by product_id, part_id
        order by units desc, cents desc, name
        limit ${limit}
      ) t
      left join inventory_products p on p.id = t.product_id
      order by t.units desc, t.cents desc, name`),
  );
}

export type SupplierDayRow = {
  day: number;
  supplierId: number;
  sourced: number;
  quotedCents: number;
  /** Of those, the requests with what we paid the supplier recorded, their quoted US cents and what we paid. */
  costed: number;
  costedQuotedCents: number;
  paidCents: number;
  /** Business days from the deposit to the part leaving the US, for each that has. */
  leads: number[];
};

/**
 * Suppliers of the requests accepted each Kingston day (not cancelled): how many, the accepted options'
 * part price and US shipping (US cents), for the requests whose supplier invoice staff recorded what was
 * quoted and what we paid, and the business days from the deposit to the part leaving the US.
 */
export async function suppliersByDay(db: Db, r: Range): Promise<SupplierDayRow[]> {
  return rowsOf<SupplierDayRow>(
    await db.execute(sql`
      select ${kingstonDay(sql`q.accepted_at`)} as day, q.supplier_id as "supplierId", count(*)::int as sourced,
             coalesce(sum(o.part_cents + o.us_shipping_cents), 0)::float8 as "quotedCents",
             count(q.supplier_cost_cents)::int as costed,
             coalesce(sum(o.part_cents + o.us_shipping_cents) filter (where q.supplier_cost_cents is not null), 0)::float8 as "costedQuotedCents",
             coalesce(sum(q.supplier_cost_cents), 0)::float8 as "paidCents",
             coalesce(array_agg(round(lead.days::numeric, 4)::float8) filter (where lead.days is not null), '{}') as leads
      from part_requests q
      left join quote_options o on o.id = q.accepted_option_id
      cross join lateral (select ${businessDaysBetween(sql`q.deposit_paid_at`, sql`q.shipped_us_at`)} as days) lead
      where ${inRange(sql`q.accepted_at`, r)} and q.status <> 'cancelled' and q.supplier_id is not null
      group by 1, 2`),
  );
}

/** Suppliers' names now, for the suppliers table (a supplier renamed since shows its new name). */
export async function supplierNames(db: Db, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return rowsOf(await db.execute(sql`select id, name from suppliers where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`));
}

/** The kept figures (of shape `version`) of the days in [from, to) (day numbers) not marked stale since they were worked out. */
export async function keptDays(db: Db, from: number, to: number, version: number): Promise<{ day: number; figures: unknown }[]> {
  return rowsOf(
    await db.execute(sql`
      select d.day, d.figures from dashboard_days d
      where d.day >= ${from} and d.day < ${to} and d.figures->'v' = ${String(version)}::jsonb
        and not exists (select 1 from dashboard_stale_days s where s.day = d.day)`),
  );
}

/**
 * Holds the one lock on working out kept days until the transaction ends: two at once (two staff, or a
 * staff member and the nightly job) would each delete the other's uncommitted order lines and keep both.
 */
export async function lockKeptDays(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('dashboard-days', 0))`);
}

/** Takes the stale marks off the days in [from, to): done in the transaction that works them out again. */
export async function clearStale(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`delete from dashboard_stale_days where day >= ${from} and day < ${to}`);
}

/** Keeps the figures worked out for each day, replacing what was kept. */
export async function keepDays(db: Db, days: { day: number; figures: unknown }[]): Promise<void> {
  if (days.length === 0) return;
  await db.execute(sql`
    insert into dashboard_days (day, figures)
    select (e->>'day')::int, e->'figures' from jsonb_array_elements(${JSON.stringify(days)}::jsonb) e
    on conflict (day) do update set figures = excluded.figures, computed_at = now()`);
}
