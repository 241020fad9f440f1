import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { randomReference } from '../../src/server/lib/tokens';
import { REFERENCE_ALPHABET } from '../../src/shared/constants';

// Rows written straight into the database with the times a test chooses, so the dashboard's figures
// (docs/dashboard.md) can be known by construction: an order at 23:50 in Kingston on the 8th, a quote
// three business days after the request. Amounts are J$ (or US$ for quote prices) in whole units.

const STAFF = 'Marcia Grant (staff)';
const CUSTOMER = 'Customer';
const cents = (major: number) => Math.round(major * 100);

async function one<T>(db: Db, query: SQL): Promise<T> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

export function dashboardHistory(db: Db) {
  return {
    async product(p: { sku: string; name: string; stock: number; price: number }): Promise<number> {
      await db.execute(sql`insert into categories (slug, name, type) values ('phone-screens', 'Phone Screens', 'phone') on conflict (slug) do nothing`);
      const row = await one<{ id: number }>(
        db,
        sql`insert into inventory_products (sku, name, category_id, brand, price_cents, image_url, stock_count, seller_name, seller_phone, seller_address)
            values (${p.sku}, ${p.name}, (select id from categories where slug = 'phone-screens'), 'Apple', ${cents(p.price)}, '/images/shop/phone-screens.svg', ${p.stock}, 'Yaad Parts', '876-555-0142', 'Kingston')
            returning id`,
      );
      return row.id;
    },

    async supplier(name: string): Promise<number> {
      return (await one<{ id: number }>(db, sql`insert into suppliers (name, website, country, part_type) values (${name}, 'https://example.com', 'USA', 'auto') returning id`)).id;
    },

    /** A shop order placed at `at`, its lines at the prices given; paid when `paidAt` is set. */
    async order(o: { at: string; lines: { productId: number; price: number; quantity: number }[]; status?: string; paidAt?: string }): Promise<{ id: string; number: string }> {
      const total = o.lines.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
      const number = randomReference('ORD', REFERENCE_ALPHABET);
      const row = await one<{ id: string }>(
        db,
        sql`insert into orders (order_number, status, delivery_method, payment_method, customer_name, customer_email, customer_phone, email_key, phone_key,
                                subtotal_cents, shipping_cents, total_cents, created_at, updated_at, paid_at)
            values (${number}, ${o.status ?? 'pending'}, 'pickup', 'pay_later', 'Andre Brown', 'andre@customers.test', '876-555-0100', 'andre@customers.test', '18765550100',
                    ${total}, 0, ${total}, ${o.at}::timestamptz, ${o.at}::timestamptz, ${o.paidAt ?? null}::timestamptz)
            returning id`,
      );
      for (const l of o.lines) {
        await db.execute(sql`insert into order_items (order_id, product_id, name, image_url, unit_price_cents, quantity)
                             select ${row.id}, id, name, image_url, ${cents(l.price)}, ${l.quantity} from inventory_products where id = ${l.productId}`);
      }
      return { id: row.id, number };
    },

    /**
     * A part request made at `at`, with its history: each entry a status at a time, by staff unless
     * `byCustomer`. A quote (`quote`) adds its option and quoted_at; `accepted` fixes the amounts.
     */
    async request(r: {
      at: string;
      status: string;
      history?: { status: string; at: string; note?: string; byCustomer?: boolean }[];
      quote?: { at: string; validUntil: string; partUsd: number; shippingUsd: number; totalJmd: number };
      accepted?: { at: string; depositJmd: number };
      supplierId?: number;
      isLocal?: boolean;
      partName?: string;
    }): Promise<{ id: string; number: string }> {
      const number = randomReference('REQ', REFERENCE_ALPHABET);
      const row = await one<{ id: string }>(
        db,
        sql`insert into part_requests (request_number, customer_name, customer_email, customer_address, parish, part_type, part_name, description, status,
                                       quoted_at, quote_valid_until, is_local, supplier_id, created_at, updated_at)
            values (${number}, 'Keisha Campbell', 'keisha@customers.test', '12 Hope Road', 'St. Andrew', 'auto', ${r.partName ?? 'Alternator'}, 'For a 2012 Toyota Axio', ${r.status},
                    ${r.quote?.at ?? null}::timestamptz, ${r.quote?.validUntil ?? null}::date, ${r.isLocal ?? false}, ${r.supplierId ?? null}, ${r.at}::timestamptz, ${r.at}::timestamptz)
            returning id`,
      );
      await db.execute(sql`insert into part_request_status_history (request_id, status, note, changed_by_label, created_at)
                           values (${row.id}, 'pending', 'Request received', ${CUSTOMER}, ${r.at}::timestamptz)`);
      for (const h of r.history ?? []) {
        await db.execute(sql`insert into part_request_status_history (request_id, status, note, changed_by_label, created_at)
                             values (${row.id}, ${h.status}, ${h.note ?? null}, ${h.byCustomer ? CUSTOMER : STAFF}, ${h.at}::timestamptz)`);
      }
      if (r.quote) {
        const option = await one<{ id: number }>(
          db,
          sql`insert into quote_options (request_id, position, label, condition, part_cents, us_shipping_cents, total_jmd_cents, created_at)
              values (${row.id}, 1, 'OEM new', 'new', ${cents(r.quote.partUsd)}, ${cents(r.quote.shippingUsd)}, ${cents(r.quote.totalJmd)}, ${r.quote.at}::timestamptz)
              returning id`,
        );
        if (r.accepted) {
          await db.execute(sql`update part_requests set accepted_option_id = ${option.id}, accepted_at = ${r.accepted.at}::timestamptz,
                                 amount_due_cents = ${cents(r.quote.totalJmd)}, deposit_due_cents = ${cents(r.accepted.depositJmd)}, deposit_basis_points = 5000
                               where id = ${row.id}`);
        }
      }
      return { id: row.id, number };
    },

    /** A ledger row for a request or an order: a payment in, or (with `refundOf`) a refund out. */
    async payment(p: {
      subject: { requestId: string } | { orderId: string };
      method: 'wipay' | 'stripe' | 'bank_transfer' | 'cash' | 'card_counter';
      amount: number;
      at: string;
      state?: 'pending' | 'succeeded';
      refundOf?: string;
      purpose?: 'deposit' | 'balance' | 'full' | 'order';
    }): Promise<string> {
      const requestId = 'requestId' in p.subject ? p.subject.requestId : null;
      const orderId = 'orderId' in p.subject ? p.subject.orderId : null;
      const state = p.state ?? 'succeeded';
      const row = await one<{ id: string }>(
        db,
        sql`insert into payments (reference, request_id, order_id, subject_number, customer_name, customer_email, kind, refund_of, purpose, method,
                                  amount_cents, state, recorded_by_label, created_at, settled_at)
            values (${randomReference('PAY', REFERENCE_ALPHABET)}, ${requestId}, ${orderId}, 'REQ-OR-ORD', 'Andre Brown', 'andre@customers.test',
                    ${p.refundOf ? 'refund' : 'payment'}, ${p.refundOf ?? null}, ${p.refundOf ? 'refund' : (p.purpose ?? (orderId ? 'order' : 'deposit'))}, ${p.method},
                    ${cents(p.amount)}, ${state}, ${STAFF}, ${p.at}::timestamptz, ${state === 'pending' ? null : p.at}::timestamptz)
            returning id`,
      );
      return row.id;
    },
  };
}
