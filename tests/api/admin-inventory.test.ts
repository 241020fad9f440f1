import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../src/shared/constants';
import {
  AdminInventoryListSchema,
  AdminProductSchema,
  PRODUCT_PLACEHOLDER_IMAGE,
  type AdminProduct,
} from '../../src/shared/schemas/admin-shop';
import { InventoryProductSchema } from '../../src/shared/schemas/shop';
import { placeOrder, stockOf } from '../support/shop-orders';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let customer: Awaited<ReturnType<typeof signUp>>;
let screensId: number;
let autoCategoryId: number;

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  admin = await signUp(t.app); // the first account: admin
  customer = await signUp(t.app);
  screensId = (await rows<{ id: number }>(t, sql`select id from categories where slug = 'phone-screens'`))[0]!.id;
  autoCategoryId = (await rows<{ id: number }>(t, sql`select id from categories where slug = 'brakes-suspension'`))[0]!.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const staff = (method: Method, url: string, payload?: unknown) => as(admin.cookie, method, url, payload);

let n = 0;
/** The smallest valid product form: name, brand, price and a category. */
const minimal = (over: Record<string, unknown> = {}) => {
  n += 1;
  return { name: `Tecno Spark 10 Screen ${n}`, brand: 'Tecno', price: 3500, categoryId: screensId, ...over };
};
const create = async (over: Record<string, unknown> = {}): Promise<AdminProduct> => {
  const res = await staff('POST', '/api/admin/inventory', minimal(over));
  expect(res.statusCode, res.body).toBe(201);
  return AdminProductSchema.parse(res.json());
};
const adminList = async (query = '') => {
  const res = await staff('GET', `/api/admin/inventory${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminInventoryListSchema.parse(res.json());
};
const shop = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/inventory${query ? `?${query}` : ''}` });
  expect(res.statusCode).toBe(200);
  return InventoryProductSchema.array().parse(res.json());
};

describe('the inventory routes are admin-only', () => {
  it('answers 401 signed out and 403 for a customer, and changes nothing', async () => {
    const p = await create();
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/admin/inventory'],
      ['GET', `/api/admin/inventory/${p.id}`],
      ['POST', '/api/admin/inventory', minimal()],
      ['PUT', `/api/admin/inventory/${p.id}`, minimal({ name: 'Stolen' })],
      ['DELETE', `/api/admin/inventory/${p.id}`],
      ['POST', '/api/admin/inventory/bulk', { ids: [p.id], action: 'delete' }],
      // A bad body from a stranger is still 401/403: the gate runs before validation.
      ['POST', '/api/admin/inventory', { name: '' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await as(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await as(customer.cookie, method, url, payload);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().message).toBe('Admin access required');
    }
    expect((await staff('GET', `/api/admin/inventory/${p.id}`)).json().name).toBe(p.name);
  });
});

describe('POST /api/admin/inventory', () => {
  it('creates with the docs/product.md §3 defaults: condition new, Kingston, stock 0, the shop as seller, the placeholder image', async () => {
    const p = await create({ name: 'Infinix Hot 30 Battery', brand: 'Infinix' });
    expect(p).toMatchObject({
      name: 'Infinix Hot 30 Battery',
      brand: 'Infinix',
      price: 3500,
      originalPrice: null,
      currency: 'JMD',
      category: 'Phone Parts',
      categorySlug: 'phone-screens',
      condition: 'new',
      location: 'Kingston',
      stockCount: 0,
      inStock: false,
      imageUrl: PRODUCT_PLACEHOLDER_IMAGE,
      imageType: 'default',
      images: [],
      compatibility: [],
      description: '',
      model: '',
      sellerName: DEMO_STORE.name,
      sellerPhone: DEMO_STORE.phone,
      sellerAddress: DEMO_STORE.address,
    });
    expect(p.sku).toMatch(/^P-[2-9A-Z]{8}$/);
  });

  it('takes every field, form-style text included: prices in JMD, comma-separated models, photos of ours', async () => {
    const p = await create({
      sku: 'scr-tec-s10',
      name: '  Tecno Spark 10 Pro LCD  ',
      description: 'With frame.',
      categoryId: String(autoCategoryId),
      brand: 'Tecno',
      model: 'Spark 10 Pro',
      price: '4999.99',
      originalPrice: '6500',
      stockCount: '7',
      compatibility: 'Spark 10 Pro, Spark 10 ,, Spark 10 Pro',
      condition: 'refurbished',
      location: 'Montego Bay',
      imageUrl: '',
      images: ['/uploads/gallery/0123456789abcdef0123456789abcdef.png', '/uploads/gallery/fedcba9876543210fedcba9876543210.jpg'],
    });
    expect(p).toMatchObject({
      sku: 'SCR-TEC-S10',
      name: 'Tecno Spark 10 Pro LCD',
      category: 'Auto Parts',
      price: 4999.99,
      originalPrice: 6500,
      stockCount: 7,
      inStock: true,
      compatibility: ['Spark 10 Pro', 'Spark 10'],
      condition: 'refurbished',
      location: 'Montego Bay',
      // With photos and no main picture chosen, the first photo is the main one.
      imageUrl: '/uploads/gallery/0123456789abcdef0123456789abcdef.png',
      imageType: 'custom',
    });
    expect(p.images).toHaveLength(2);
    const [row] = await rows<{ price_cents: number; kind: string }>(t, sql`select price_cents, kind from inventory_products where id = ${p.id}`);
    expect(row).toEqual({ price_cents: 499999, kind: 'auto' });
  });

  it('refuses what docs/product.md §5 requires or a shop cannot sell, with a message per field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: ' ' }, 'name', 'Name is required'],
      [{ brand: '' }, 'brand', 'Brand is required'],
      [{ price: '' }, 'price', 'Price is required'],
      [{ price: 'abc' }, 'price', 'Price must be a number'],
      [{ price: 0 }, 'price', 'Price must be at least J$0.01'],
      [{ price: 10.001 }, 'price', 'Price can have at most 2 decimals'],
      [{ originalPrice: 'x' }, 'originalPrice', 'Original price must be a number'],
      [{ stockCount: -1 }, 'stockCount', 'Stock count cannot be negative'],
      [{ stockCount: 1.5 }, 'stockCount', 'Stock count must be a whole number'],
      [{ categoryId: '' }, 'categoryId', 'Choose a category'],
      [{ condition: 'broken' }, 'condition', 'Condition must be one of new, used, refurbished'],
      [{ imageUrl: 'https://evil.example/x.png' }, 'imageUrl', 'Choose an image from the gallery or upload one'],
      [{ imageUrl: '/uploads/../../etc/passwd.png' }, 'imageUrl', 'Choose an image from the gallery or upload one'],
      [{ images: ['javascript:alert(1)'] }, 'images.0', 'Choose an image from the gallery or upload one'],
      [{ sku: 'has space' }, 'sku', 'SKU may use letters, digits, dots, dashes and underscores'],
    ];
    for (const [over, path, message] of cases) {
      const res = await staff('POST', '/api/admin/inventory', minimal(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().issues, JSON.stringify(over)).toContainEqual({ path, message });
    }
    expect((await staff('POST', '/api/admin/inventory', { ...minimal(), owner: 'me' })).statusCode).toBe(400);
    const unknownCategory = await staff('POST', '/api/admin/inventory', minimal({ categoryId: 999999 }));
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().issues).toContainEqual({ path: 'categoryId', message: 'Choose a category' });
    const cheaperOriginal = await staff('POST', '/api/admin/inventory', minimal({ price: 5000, originalPrice: 4000 }));
    expect(cheaperOriginal.statusCode).toBe(400);
    expect(cheaperOriginal.json().issues[0].path).toBe('originalPrice');
  });

  it('answers 409 for a SKU another product has, in any case', async () => {
    await create({ sku: 'DUP-1' });
    const res = await staff('POST', '/api/admin/inventory', minimal({ sku: 'dup-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().issues).toEqual([{ path: 'sku', message: expect.stringContaining('Another product already uses this SKU') }]);
  });
});

describe('PUT /api/admin/inventory/:id', () => {
  it('replaces the fields, keeps the SKU and seller when left blank, and the shop sees it at once', async () => {
    const p = await create({ sku: 'EDIT-ME', stockCount: 3, name: 'Edit Me Screen' });
    const res = await staff('PUT', `/api/admin/inventory/${p.id}`, minimal({ name: 'Edited Screen', price: 4100, stockCount: 0, sku: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, sku: 'EDIT-ME', name: 'Edited Screen', price: 4100, stockCount: 0, inStock: false, sellerName: DEMO_STORE.name });
    const inShop = (await shop('search=Edited Screen')).find((x) => x.id === p.id);
    expect(inShop).toMatchObject({ name: 'Edited Screen', price: 4100, inStock: false });
  });

  it('404 for an unknown product or an address that is no product id, 400 for an id out of range, 409 for a SKU taken by another', async () => {
    await create({ sku: 'TAKEN-2' });
    const mine = await create({ sku: 'MINE-2' });
    expect((await staff('PUT', '/api/admin/inventory/999999', minimal())).statusCode).toBe(404);
    // A product's address takes digits only (so /inventory/bulk stays the bulk action's).
    expect((await staff('PUT', '/api/admin/inventory/abc', minimal())).statusCode).toBe(404);
    expect((await staff('PUT', '/api/admin/inventory/0', minimal())).statusCode).toBe(400);
    expect((await staff('PUT', `/api/admin/inventory/${mine.id}`, minimal({ sku: 'TAKEN-2' }))).statusCode).toBe(409);
    expect((await staff('PUT', `/api/admin/inventory/${mine.id}`, minimal({ sku: 'MINE-2' }))).statusCode).toBe(200);
  });
});

describe('GET /api/admin/inventory', () => {
  it('lists every product, out of stock included, with the filters of docs/product.md §2', async () => {
    const out = await create({ name: 'Filter Out Of Stock Cover', brand: 'FilterBrand', stockCount: 0, condition: 'used' });
    const low = await create({ name: 'Filter Low Stock Cover', brand: 'FilterBrand', stockCount: 2 });
    const plenty = await create({
      name: 'Filter Plenty Cover',
      brand: 'OtherFilterBrand',
      stockCount: 40,
      categoryId: autoCategoryId,
      imageUrl: '/uploads/gallery/00000000000000000000000000000000.webp',
    });
    const ids = async (q: string) => (await adminList(q)).products.map((p) => p.id).filter((id) => [out.id, low.id, plenty.id].includes(id));

    const all = await adminList();
    expect(all.total).toBe(all.products.length);
    expect(all.brands).toEqual(expect.arrayContaining(['FilterBrand', 'OtherFilterBrand', 'Samsung']));
    expect(all.products.map((p) => p.id)).toEqual(expect.arrayContaining([out.id, low.id, plenty.id]));
    // The shop's list also has the out-of-stock one: staff and shop see the same shelf.
    expect((await shop()).map((p) => p.id)).toContain(out.id);

    expect(await ids('search=filter')).toEqual(expect.arrayContaining([out.id, low.id, plenty.id]));
    expect(await ids('search=plenty')).toEqual([plenty.id]);
    expect(await ids('brand=filterbrand')).toEqual(expect.arrayContaining([out.id, low.id]));
    expect(await ids('brand=filterbrand')).toHaveLength(2);
    expect(await ids('stock=out')).toEqual([out.id]);
    expect(await ids('stock=low')).toEqual([low.id]);
    expect((await ids('stock=in')).sort()).toEqual([low.id, plenty.id].sort());
    expect(await ids('condition=used')).toEqual([out.id]);
    expect(await ids('image=custom')).toEqual([plenty.id]);
    expect((await ids('image=default')).sort()).toEqual([out.id, low.id].sort());
    expect(await ids('kind=auto')).toEqual([plenty.id]);
    expect(await ids('category=brakes-suspension')).toEqual([plenty.id]);
    expect(await ids('category=phone-screens&stock=low&search=filter')).toEqual([low.id]);
    expect((await adminList('search=%25')).products).toEqual([]); // a literal %, not a wildcard

    for (const q of ['stock=some', 'image=svg', 'condition=broken', 'kind=boat', 'category=Not A Slug', 'sort=name']) {
      expect((await staff('GET', `/api/admin/inventory?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('GET /api/admin/inventory/:id answers one product; 404 unknown', async () => {
    const p = await create();
    expect(AdminProductSchema.parse((await staff('GET', `/api/admin/inventory/${p.id}`)).json()).id).toBe(p.id);
    expect((await staff('GET', '/api/admin/inventory/999999')).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/inventory/:id', () => {
  it('deletes a product no order names; it leaves the shop at once', async () => {
    const p = await create({ stockCount: 5, name: 'Delete Me Battery' });
    expect((await shop('search=Delete Me Battery')).map((x) => x.id)).toEqual([p.id]);
    const res = await staff('DELETE', `/api/admin/inventory/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product deleted successfully', archived: false });
    expect(await shop('search=Delete Me Battery')).toEqual([]);
    expect((await rows(t, sql`select id from inventory_products where id = ${p.id}`)).length).toBe(0);
    expect((await staff('DELETE', `/api/admin/inventory/${p.id}`)).statusCode).toBe(404);
  });

  it('archives a product an order names: the order keeps its line, the shop and staff lose it, its SKU is free again', async () => {
    const p = await create({ stockCount: 5, name: 'Ordered Charging Port', sku: 'ON-ORDER-1', price: 2500 });
    const order = await placeOrder(t, [{ id: p.id, price: 2500 }]);
    const res = await staff('DELETE', `/api/admin/inventory/${p.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Product deleted successfully', archived: true });
    expect(await shop('search=Ordered Charging Port')).toEqual([]);
    expect((await adminList('search=Ordered Charging Port')).products).toEqual([]);
    expect((await staff('GET', `/api/admin/inventory/${p.id}`)).statusCode).toBe(404);
    expect(await stockOf(t, p.id)).toBe(0); // nothing can reserve it again
    const kept = await staff('GET', `/api/admin/orders/${order.orderNumber}`);
    expect(kept.json().items).toEqual([expect.objectContaining({ name: 'Ordered Charging Port', unitPrice: 2500, quantity: 1 })]);
    // A cart still holding it cannot buy it.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { customerName: 'Keisha Campbell', customerEmail: 'keisha@example.com', customerPhone: '876-555-1234', deliveryMethod: 'pickup', items: [{ id: p.id, price: 2500, quantity: 1 }] },
      remoteAddress: '203.0.113.77',
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect((await create({ sku: 'ON-ORDER-1' })).sku).toBe('ON-ORDER-1');
  });
});

describe('POST /api/admin/inventory/bulk', () => {
  it('marks products out of stock and back in stock (a count of 0 becomes 1, a real count stays)', async () => {
    const a = await create({ stockCount: 9 });
    const b = await create({ stockCount: 0 });
    const out = await staff('POST', '/api/admin/inventory/bulk', { ids: [a.id, b.id], action: 'out_of_stock' });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ action: 'out_of_stock', count: 2, archived: 0, message: '2 products marked out of stock' });
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([0, 0]);
    expect((await shop(`ids=${a.id},${b.id}`)).map((p) => p.inStock)).toEqual([false, false]);

    await staff('PUT', `/api/admin/inventory/${a.id}`, minimal({ name: a.name, stockCount: 4 }));
    const back = await staff('POST', '/api/admin/inventory/bulk', { ids: [a.id, b.id, a.id], action: 'in_stock' });
    expect(back.json()).toMatchObject({ count: 2, message: '2 products marked in stock' });
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([4, 1]);
  });

  it('deletes many in one transaction: ordered ones archived, the rest gone; one unknown id changes nothing', async () => {
    const free = await create({ stockCount: 1 });
    const ordered = await create({ stockCount: 3, price: 1200 });
    await placeOrder(t, [{ id: ordered.id, price: 1200 }]);

    const refused = await staff('POST', '/api/admin/inventory/bulk', { ids: [free.id, ordered.id, 999999], action: 'delete' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Product not found: 999999. Nothing was changed.');
    expect((await staff('GET', `/api/admin/inventory/${free.id}`)).statusCode).toBe(200);
    expect((await staff('GET', `/api/admin/inventory/${ordered.id}`)).statusCode).toBe(200);

    const refusedStock = await staff('POST', '/api/admin/inventory/bulk', { ids: [free.id, 999998], action: 'out_of_stock' });
    expect(refusedStock.statusCode).toBe(404);
    expect(await stockOf(t, free.id)).toBe(1);

    const res = await staff('POST', '/api/admin/inventory/bulk', { ids: [free.id, ordered.id], action: 'delete' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ action: 'delete', count: 2, archived: 1, message: '2 products deleted' });
    const left = await rows<{ id: number; archived: boolean }>(
      t,
      sql`select id, archived_at is not null as archived from inventory_products where id in (${free.id}, ${ordered.id})`,
    );
    expect(left).toEqual([{ id: ordered.id, archived: true }]);
  });

  it('refuses an empty list, an unknown action and too many ids', async () => {
    for (const body of [{ ids: [], action: 'delete' }, { ids: [1], action: 'restock' }, { ids: ['x'], action: 'delete' }, { action: 'delete' }, { ids: Array.from({ length: 201 }, (_, i) => i + 1), action: 'delete' }]) {
      expect((await staff('POST', '/api/admin/inventory/bulk', body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });
});
