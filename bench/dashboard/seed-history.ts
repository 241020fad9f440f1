import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * Two years of trading for the dashboard benchmark, written set-wise (a statement per table, not a row
 * at a time): `orders` shop orders of one or two lines over 200 products, most paid through the ledger;
 * `requests` part requests with the status histories a real one leaves (received, a staff look, a quote,
 * the customer's answer, the trip from the US), accepted options, deposits and balances, suppliers. The
 * mix is steady over the two years, so a 30-day period holds about 1/24 of it and a year about half.
 * random() is seeded, so every run writes the same history.
 */
export async function seedDashboardHistory(db: Db, counts: { orders: number; requests: number }, now: Date): Promise<void> {
  const end = sql`${now.toISOString()}::timestamptz`;
  const span = sql`interval '730 days'`;
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`insert into categories (slug, name, type) values ('bench-phone-parts', 'Phone parts', 'phone') on conflict (slug) do nothing`);
  await db.execute(sql`
    insert into inventory_products (sku, name, category_id, brand, price_cents, image_url, stock_count, seller_name, seller_phone, seller_address)
    select 'BENCH-' || g, 'Bench product ' || g, (select id from categories where slug = 'bench-phone-parts'), 'Apple',
           (1000 + (g * 37) % 20000) * 100, '/images/shop/phone-screens.svg', (g * 7) % 40, 'Yaad Parts', '876-555-0142', 'Kingston'
    from generate_series(1, 200) g`);
  await db.execute(sql`
    insert into suppliers (name, website, country, part_type)
    select 'Bench supplier ' || g, 'https://example.com', 'USA', 'auto' from generate_series(1, 30) g
    on conflict do nothing`);

  // Shop orders: placed at a random moment of the two years; 8% cancelled, 12% never paid (still pending
  // in the last week, cancelled before that, as the expiry sweep does), the rest paid and delivered.
  await db.execute(sql`
    insert into orders (order_number, status, delivery_method, payment_method, customer_name, customer_email, customer_phone, email_key, phone_key,
                        subtotal_cents, shipping_cents, total_cents, created_at, updated_at, paid_at)
    select 'ORD-B' || lpad(g::text, 7, '0'),
           case when r1 < 0.08 then 'cancelled' when r1 < 0.2 and at > ${end} - interval '7 days' then 'pending'
                when r1 < 0.2 then 'cancelled' else 'delivered' end,
           'pickup', 'pay_later', 'Bench Buyer', 'buyer' || (g % 5000) || '@bench.test', '876-555-0100', 'buyer' || (g % 5000) || '@bench.test', '1876555' || lpad((g % 5000)::text, 4, '0'),
           price, 0, price, at, at, case when r1 >= 0.2 then at + interval '2 hours' end
    from (select g, random() as r1, (1000 + (g * 37) % 20000) * 100 as price, ${end} - random() * ${span} as at
          from generate_series(1, ${counts.orders}) g) o`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, name, image_url, unit_price_cents, quantity)
    select o.id, p.id, p.name, p.image_url, o.total_cents, 1
    from orders o join inventory_products p on p.sku = 'BENCH-' || (1 + abs(hashtext(o.order_number)) % 200)
    where o.order_number like 'ORD-B%'`);
  await db.execute(sql`
    insert into payments (reference, order_id, subject_number, customer_name, customer_email, kind, purpose, method, amount_cents, state, recorded_by_label, created_at, settled_at)
    select 'PAY-BO' || substr(o.order_number, 6), o.id, o.order_number, o.customer_name, o.customer_email, 'payment', 'order',
           (array['cash', 'card_counter', 'bank_transfer', 'wipay'])[1 + abs(hashtext(o.order_number)) % 4], o.total_cents, 'succeeded', 'Bench', o.paid_at, o.paid_at
    from orders o where o.order_number like 'ORD-B%' and o.paid_at is not null`);

  // Part requests: how far each got is drawn once (stage 1 pending … 7 delivered, 0 cancelled before a
  // quote, -1 declined), and each step comes some hours after the one before it. Only the last 60 days'
  // are still open (a store clears its old work); older ones were delivered, cancelled or left unanswered.
  await db.execute(sql`
    create temporary table bench_requests as
    select g, 'REQ-B' || lpad(g::text, 7, '0') as number, at,
           case when r < 0.06 then 0 when r < 0.12 then -1
                when at < ${end} - interval '60 days' then case when r < 0.3 then 2 else 7 end
                when r < 0.2 then 1 when r < 0.3 then 2 when r < 0.35 then 4 when r < 0.4 then 5 else 7 end as stage,
           at + (2 + random() * 40) * interval '1 hour' as looked,
           at + (6 + random() * 90) * interval '1 hour' as quoted,
           (8000 + (g * 53) % 90000) * 100 as total,
           1 + (g % 30) as supplier
    from (select g, random() as r, ${end} - random() * ${span} as at from generate_series(1, ${counts.requests}) g) x`);
  await db.execute(sql`
    insert into part_requests (request_number, customer_name, customer_email, customer_address, parish, part_type, part_name, description, status,
                               quoted_at, quote_valid_until, supplier_id, created_at, updated_at)
    select number, 'Bench Customer', 'customer' || (g % 5000) || '@bench.test', '12 Hope Road', 'St. Andrew', 'auto', 'Alternator', 'Bench request',
           (array['cancelled', 'cancelled', 'pending', 'quoted', 'quoted', 'confirmed', 'preparing', 'shipped_us', 'delivered'])[stage + 2],
           case when stage = -1 or stage >= 2 then quoted end, (quoted + interval '7 days')::date,
           (select id from suppliers where name = 'Bench supplier ' || supplier), at, at
    from bench_requests`);
  await db.execute(sql`
    insert into quote_options (request_id, position, label, condition, part_cents, us_shipping_cents, total_jmd_cents, created_at)
    select pr.id, 1, 'OEM new', 'new', b.total / 200, 2000, b.total, b.quoted
    from bench_requests b join part_requests pr on pr.request_number = b.number
    where b.stage = -1 or b.stage >= 2`);
  await db.execute(sql`
    update part_requests pr set accepted_option_id = q.id, accepted_at = b.quoted + interval '20 hours',
           amount_due_cents = b.total, deposit_due_cents = b.total / 2, deposit_basis_points = 5000
    from bench_requests b, quote_options q
    where pr.request_number = b.number and q.request_id = pr.id and b.stage >= 4`);
  // The history: received; a staff look; the quote; the answer; the deposit's week; the trip.
  await db.execute(sql`
    insert into part_request_status_history (request_id, status, note, changed_by_label, created_at)
    select pr.id, s.status, s.note, s.label, s.at
    from bench_requests b join part_requests pr on pr.request_number = b.number
    cross join lateral (values
      ('pending', 'Request received', 'Customer', b.at, true),
      ('pending', 'Looking for it', 'Bench Staff (staff)', b.looked, b.stage <> 1 or b.g % 2 = 0),
      ('cancelled', 'Not available', 'Bench Staff (staff)', b.looked + interval '1 hour', b.stage = 0),
      ('quoted', 'Quote sent', 'Bench Staff (staff)', b.quoted, b.stage = -1 or b.stage >= 2),
      ('cancelled', 'Customer declined the quote', 'Customer', b.quoted + interval '20 hours', b.stage = -1),
      ('confirmed', 'Customer accepted the quote', 'Customer', b.quoted + interval '20 hours', b.stage >= 4),
      ('preparing', null, 'Bench Staff (staff)', b.quoted + interval '3 days', b.stage >= 5),
      ('shipped_us', null, 'Bench Staff (staff)', b.quoted + interval '5 days', b.stage >= 7),
      ('shipped_jamaica', null, 'Bench Staff (staff)', b.quoted + interval '9 days', b.stage >= 7),
      ('delivered', null, 'Bench Staff (staff)', b.quoted + interval '12 days', b.stage >= 7)
    ) as s(status, note, label, at, happened)
    where s.happened`);
  // The deposit a day after accepting, and the balance at delivery.
  await db.execute(sql`
    insert into payments (reference, request_id, subject_number, customer_name, customer_email, kind, purpose, method, amount_cents, state, recorded_by_label, created_at, settled_at)
    select 'PAY-BD' || substr(b.number, 6), pr.id, b.number, pr.customer_name, pr.customer_email, 'payment', 'deposit',
           (array['wipay', 'bank_transfer', 'cash'])[1 + b.g % 3], b.total / 2, 'succeeded', 'Bench', b.quoted + interval '44 hours', b.quoted + interval '44 hours'
    from bench_requests b join part_requests pr on pr.request_number = b.number where b.stage >= 5
    union all
    select 'PAY-BB' || substr(b.number, 6), pr.id, b.number, pr.customer_name, pr.customer_email, 'payment', 'balance',
           (array['cash', 'bank_transfer', 'wipay'])[1 + b.g % 3], b.total - b.total / 2, 'succeeded', 'Bench', b.quoted + interval '12 days', b.quoted + interval '12 days'
    from bench_requests b join part_requests pr on pr.request_number = b.number where b.stage >= 7`);
  await db.execute(sql`drop table bench_requests`);
  // PGlite never vacuums by itself, and the triggers that keep the requests' milestones rewrote each row a few
  // times: a store that has run for two years has been vacuumed (bench/README.md, "dashboard").
  await db.execute(sql`vacuum analyze orders, order_items, payments, part_requests, part_request_status_history, quote_options, inventory_products, suppliers`);
}
