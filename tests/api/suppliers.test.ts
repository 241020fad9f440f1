import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_SEED } from '../../src/server/db/seed/suppliers-data';
import { AdminPartRequestDetailSchema } from '../../src/shared/schemas/part-requests';
import { SupplierAnalyticsSchema, SupplierListSchema, SupplierSchema } from '../../src/shared/schemas/suppliers';
import { SUPPLIER_COUNTRIES } from '../../src/shared/suppliers';
import { autoRequest, expectOk, phoneRequest, submit } from '../support/part-requests';
import { createAppWithAccounts, requestAs, type Account, type Method } from '../support/accounts';
import { rows, type TestApp } from '../support/test-app';

let t: TestApp, admin: Account, customer: Account;
beforeAll(async () => { ({ t, admin, customer } = await createAppWithAccounts({ seed: true })); });
afterAll(() => t.close());

const as = (cookie: string | undefined, method: Method, url: string, payload?: unknown) => requestAs(t.app, cookie, method, url, payload);
const staff = (method: Method, url: string, payload?: unknown) => as(admin.cookie, method, url, payload);
const list = async (query = '') => SupplierListSchema.parse(expectOk(await staff('GET', `/api/suppliers${query ? `?${query}` : ''}`)));
const analytics = async () => SupplierAnalyticsSchema.parse(expectOk(await staff('GET', '/api/suppliers/analytics')));
const at = (name: string) => `/api/admin/suppliers/${encodeURIComponent(name)}`;

let serial = 0;
/** A valid supplier in the dialog's shape: lists as comma-separated text, the rating as typed. */
function supplier(over: Record<string, unknown> = {}) {
  serial++;
  return {
    name: `Test Supplier ${serial}`,
    website: `https://test-${serial}.example.com`,
    location: 'Kobe',
    country: 'Japan',
    specialties: 'Brake pads, Rotors',
    description: 'Brake parts for Japanese cars',
    contactInfo: { email: `sales${serial}@example.com`, phone: '+81 78-555-0100', whatsapp: '' },
    shippingInfo: { shipsWorldwide: true, shippingMethods: 'DHL, Sea freight', estimatedDays: '7-14' },
    paymentMethods: 'Wire transfer',
    languages: 'Japanese, English',
    rating: '4.5',
    verified: true,
    partType: 'auto',
    brands: 'Akebono',
    ...over,
  };
}

describe('supplier routes are staff-only (supplier records are business-internal)', () => {
  it('answers 401 signed out and 403 for a customer on every route, and changes nothing', async () => {
    const name = SUPPLIER_SEED[0]!.name;
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/suppliers'],
      ['GET', '/api/suppliers/analytics'],
      ['POST', '/api/admin/suppliers', supplier()],
      ['PUT', at(name), supplier({ name })],
      ['DELETE', at(name)],
      // A bad body from a stranger is still 401/403: the gate runs before validation.
      ['POST', '/api/admin/suppliers', { name: '' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await as(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await as(customer.cookie, method, url, payload);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().message).toBe('Admin access required');
    }
    expect((await list()).total).toBe(SUPPLIER_SEED.length);
  });
});

describe('the seeded suppliers', () => {
  it('are at least 30, in the docs/product.md §9 countries, with example.com sites and tenths ratings', async () => {
    const { suppliers, total } = await list();
    expect(total).toBeGreaterThanOrEqual(30);
    expect(suppliers).toHaveLength(total);
    for (const s of suppliers) {
      expect(SUPPLIER_COUNTRIES).toContain(s.country);
      expect(s.website).toMatch(/^https:\/\/[a-z-]+\.example\.com$/);
      expect(s.contactInfo.email).toMatch(/@[a-z-]+\.example\.com$/);
      expect(Math.round(s.rating * 10) / 10).toBe(s.rating);
    }
    expect(new Set(suppliers.map((s) => s.partType))).toEqual(new Set(['auto', 'phone', 'both']));
    // Sorted by name by default.
    const names = suppliers.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});

describe('GET /api/suppliers filters and searches on the server', () => {
  it('applies the docs/product.md §9 defaults when the page sends them, and every filter narrows', async () => {
    const all = (await list()).suppliers;
    const defaults = await list('country=all&partType=auto&shipsWorldwide=true&minRating=4');
    expect(defaults.total).toBe(
      all.filter((s) => (s.partType === 'auto' || s.partType === 'both') && s.shippingInfo.shipsWorldwide && s.rating >= 4).length,
    );
    expect(defaults.total).toBeGreaterThan(0);
    // Every supplier is counted too, so the Browse tab can say how many its default filters hide.
    expect(defaults.unfilteredTotal).toBe(all.length);
    expect(defaults.total).toBeLessThan(defaults.unfilteredTotal);
    expect((await list('q=zzzqqq')).unfilteredTotal).toBe(all.length);
    expect(defaults.suppliers.some((s) => s.partType === 'both')).toBe(true); // both kinds serve an auto request

    const japan = await list('country=Japan');
    expect(japan.total).toBe(all.filter((s) => s.country === 'Japan').length);
    expect(japan.suppliers.every((s) => s.country === 'Japan')).toBe(true);

    expect((await list('partType=phone')).suppliers.every((s) => s.partType !== 'auto')).toBe(true);
    expect((await list('partType=both')).suppliers.every((s) => s.partType === 'both')).toBe(true);
    expect((await list('verified=true')).total).toBe(all.filter((s) => s.verified).length);
    expect((await list('minRating=4.5')).suppliers.every((s) => s.rating >= 4.5)).toBe(true);
    expect((await list('minRating=0')).total).toBe(all.length); // "Any"
    expect((await list('shipsWorldwide=false')).total).toBe(all.length); // the switch off does not narrow
    expect((await list('brand=denso')).suppliers.every((s) => s.brands.includes('Denso'))).toBe(true);
    expect((await list('brand=denso')).total).toBeGreaterThan(0);

    const byRating = (await list('sort=rating')).suppliers.map((s) => s.rating);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
  });

  it('searches text over name, specialties, brands and description, every word, with the filters', async () => {
    const byName = await list('q=kanto');
    expect(byName.suppliers.map((s) => s.name)).toEqual(['Kanto Used Auto Exports']);
    const bySpecialty = await list(`q=${encodeURIComponent('Turbochargers')}`);
    expect(bySpecialty.suppliers.map((s) => s.name)).toContain('Bayern Precision Motorteile');
    const byBrand = await list('q=Tecno');
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.suppliers.every((s) => s.brands.includes('Tecno'))).toBe(true);
    const byDescription = await list(`q=${encodeURIComponent('Huaqiangbei')}`);
    expect(byDescription.suppliers.map((s) => s.name)).toEqual(['Pearl River Phone Parts Ltd']);
    // Every word must match somewhere; with a filter on top.
    const screensInChina = await list(`q=${encodeURIComponent('screens samsung')}&country=China`);
    expect(screensInChina.suppliers.map((s) => s.name)).toEqual(['Pearl River Phone Parts Ltd']);
    expect((await list('q=zzzqqq')).total).toBe(0);
    // LIKE wildcards are literal.
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it('answers 400 with a clear message for bad filters', async () => {
    const cases: Array<[string, string]> = [
      ['country=Atlantis', 'Unknown country: choose one from the list'],
      ['partType=boat', 'Part type must be all, auto, phone or both'],
      ['minRating=6', 'Minimum rating must be from 0 to 5 in steps of 0.1'],
      ['minRating=4.25', 'Minimum rating must be from 0 to 5 in steps of 0.1'],
      ['minRating=abc', 'Minimum rating must be'],
      ['shipsWorldwide=maybe', 'Ships worldwide must be true or false'],
      ['sort=price', 'Sort by name, rating or country'],
      [`q=${'x'.repeat(121)}`, 'Search must be at most 120 characters'],
      ['colour=red', ''],
    ];
    for (const [query, message] of cases) {
      const res = await staff('GET', `/api/suppliers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });
});

describe('POST /api/admin/suppliers', () => {
  it('adds a supplier, trimming list fields and dropping empties, and analytics count it', async () => {
    const before = await analytics();
    const res = await staff(
      'POST',
      '/api/admin/suppliers',
      supplier({
        name: '  Tasman Phone Parts  ',
        website: 'tasman-phone.example.com',
        country: 'Australia',
        partType: 'phone',
        specialties: ' Screens , , Batteries,screens ,',
        brands: ['Apple, Samsung', ' ', 'Google'],
        rating: 4.7,
        verified: false,
      }),
    );
    const created = SupplierSchema.parse(expectOk(res, 201));
    expect(created).toMatchObject({
      name: 'Tasman Phone Parts',
      website: 'https://tasman-phone.example.com',
      specialties: ['Screens', 'Batteries'],
      brands: ['Apple', 'Samsung', 'Google'],
      shippingInfo: { shipsWorldwide: true, shippingMethods: ['DHL', 'Sea freight'], estimatedDays: '7-14' },
      languages: ['Japanese', 'English'],
      rating: 4.7,
      verified: false,
      partType: 'phone',
    });
    const [row] = await rows<{ rating_tenths: number }>(t, sql`select rating_tenths from suppliers where name = 'Tasman Phone Parts'`);
    expect(row!.rating_tenths).toBe(47);

    const after = await analytics();
    expect(after.totalSuppliers).toBe(before.totalSuppliers + 1);
    expect(after.byCountry.Australia).toBe((before.byCountry.Australia ?? 0) + 1);
    expect(after.byPartType.phone).toBe(before.byPartType.phone + 1);
    expect(after.verifiedCount).toBe(before.verifiedCount);
  });

  it('applies the docs/product.md §3 defaults: rating 4, verified, no lists', async () => {
    const res = await staff('POST', '/api/admin/suppliers', { name: 'Minimal Motors', website: 'https://minimal.example.com', country: 'UK', partType: 'auto' });
    expect(SupplierSchema.parse(expectOk(res, 201))).toMatchObject({
      rating: 4,
      verified: true,
      specialties: [],
      brands: [],
      location: '',
      contactInfo: { email: '', phone: '', whatsapp: '' },
      shippingInfo: { shipsWorldwide: false, shippingMethods: [], estimatedDays: '' },
    });
  });

  it('refuses a duplicate name, ignoring case, with 409', async () => {
    const res = await staff('POST', '/api/admin/suppliers', supplier({ name: 'kanto used auto EXPORTS' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A supplier named "kanto used auto EXPORTS" already exists');
    expect(res.json().issues[0].path).toBe('name');
  });

  it('answers every bad input with a 400 a person can act on, and stores nothing', async () => {
    const before = (await list()).total;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', 'Supplier name is required'],
      [{ name: '..' }, 'name', 'Supplier name must contain a letter or digit'],
      [{ name: 'x'.repeat(121) }, 'name', 'Supplier name must be at most 120 characters'],
      [{ website: '' }, 'website', 'Website is required'],
      [{ website: 'not a site' }, 'website', 'Please enter the website address'],
      [{ website: 'ftp://files.example.com' }, 'website', 'Please enter the website address'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Please enter the website address'],
      [{ country: 'Atlantis' }, 'country', 'Please choose a country from the list'],
      [{ country: undefined }, 'country', 'Please choose a country from the list'],
      [{ partType: 'boat' }, 'partType', 'Please choose auto, phone or both'],
      [{ rating: 0.5 }, 'rating', 'Rating must be between 1 and 5 in steps of 0.1'],
      [{ rating: 5.1 }, 'rating', 'Rating must be between 1 and 5 in steps of 0.1'],
      [{ rating: 4.25 }, 'rating', 'Rating must be between 1 and 5 in steps of 0.1'],
      [{ rating: 'great' }, 'rating', 'Rating must be between 1 and 5 in steps of 0.1'],
      [{ contactInfo: { email: 'nope' } }, 'contactInfo.email', 'Please enter a valid email address'],
      [{ contactInfo: { phone: 'call me' } }, 'contactInfo.phone', 'Please enter a valid phone number'],
      [{ shippingInfo: { shipsWorldwide: 'yes' } }, 'shippingInfo.shipsWorldwide', 'Ships worldwide must be true or false'],
      [{ specialties: 42 }, 'specialties', 'Specialties must be a comma-separated list'],
      [{ brands: Array.from({ length: 31 }, (_, i) => `Brand ${i}`) }, 'brands', 'Brands can have at most 30 entries'],
      [{ languages: 'x'.repeat(61) }, 'languages.0', 'Each entry of Languages must be at most 60 characters'],
      [{ verified: 'yes' }, 'verified', 'Verified must be true or false'],
      [{ id: 7 }, '', 'Unrecognized key'],
    ];
    for (const [over, path, message] of cases) {
      const res = await staff('POST', '/api/admin/suppliers', supplier(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const body = res.json() as { message: string; issues: { path: string; message: string }[] };
      const issue = body.issues.find((i) => i.path === path) ?? body.issues[0];
      expect(issue?.message ?? body.message, JSON.stringify(over)).toContain(message);
    }
    for (const payload of ['not json', '[]', 'null']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/suppliers', headers: { cookie: admin.cookie, 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
    }
    expect((await list()).total).toBe(before);
  });
});

describe('PUT and DELETE /api/admin/suppliers/{name}', () => {
  it('edits by URL-encoded name (spaces and a slash), renames, and refuses a rename onto another name', async () => {
    const name = 'Auto / Phone Spares & Co. 2';
    expectOk(await staff('POST', '/api/admin/suppliers', supplier({ name, country: 'India', partType: 'both' })), 201);
    const edited = SupplierSchema.parse(
      expectOk(await staff('PUT', at(name), supplier({ name, country: 'India', partType: 'both', rating: '3.9', brands: 'Tata, Suzuki' }))),
    );
    expect(edited).toMatchObject({ name, rating: 3.9, brands: ['Tata', 'Suzuki'] });

    // Found whatever the case of the URL; renamed to a new, unique name.
    const renamed = expectOk(await staff('PUT', at(name.toUpperCase()), supplier({ name: 'Mumbai Mixed Spares', country: 'India', partType: 'both' })));
    expect(renamed.name).toBe('Mumbai Mixed Spares');
    expect(renamed.id).toBe(edited.id);
    expect((await list(`q=${encodeURIComponent('Phone Spares & Co')}`)).total).toBe(0);

    const clash = await staff('PUT', at('Mumbai Mixed Spares'), supplier({ name: 'Lion City Parts Hub' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A supplier named "Lion City Parts Hub" already exists');

    const missing = await staff('PUT', at('No Such Supplier'), supplier());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Supplier not found');
    expect((await staff('PUT', at('Mumbai Mixed Spares'), { name: 'Mumbai Mixed Spares' })).statusCode).toBe(400);
    expect((await staff('PUT', at('x'.repeat(121)), supplier())).statusCode).toBe(400);
  });

  it('deletes by URL-encoded name; a second delete is 404', async () => {
    const name = 'Delete Me / Now';
    expectOk(await staff('POST', '/api/admin/suppliers', supplier({ name })), 201);
    const before = (await analytics()).totalSuppliers;
    expect(expectOk(await staff('DELETE', at(name)))).toEqual({ message: 'Supplier deleted successfully' });
    expect((await analytics()).totalSuppliers).toBe(before - 1);
    const again = await staff('DELETE', at(name));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Supplier not found');
  });
});

describe('GET /api/suppliers/analytics', () => {
  it('reports the docs/product.md §3 figures, consistent with the list', async () => {
    const a = await analytics();
    const { suppliers } = await list();
    expect(a.totalSuppliers).toBe(suppliers.length);
    expect(a.verifiedCount).toBe(suppliers.filter((s) => s.verified).length);
    const avg = suppliers.reduce((sum, s) => sum + s.rating, 0) / suppliers.length;
    expect(a.averageRating).toBeCloseTo(avg, 1);
    expect(Object.values(a.byCountry).reduce((x, y) => x + y, 0)).toBe(suppliers.length);
    expect(a.byPartType.auto + a.byPartType.phone + a.byPartType.both).toBe(suppliers.length);
    const counts = Object.values(a.byCountry);
    expect(counts).toEqual([...counts].sort((x, y) => y - x)); // most first
  });
});

describe('attaching a supplier to a part request', () => {
  it('shows the chosen supplier on the request for staff only; null removes it; deleting the supplier clears it', async () => {
    const req = await submit(t, phoneRequest());
    const chosen = (await list('q=Pearl')).suppliers[0]!;
    const url = `/api/admin/part-requests/${req.id}/supplier`;

    expect((await as(undefined, 'PUT', url, { supplierId: chosen.id })).statusCode).toBe(401);
    expect((await as(customer.cookie, 'PUT', url, { supplierId: chosen.id })).statusCode).toBe(403);

    const attached = AdminPartRequestDetailSchema.parse(expectOk(await staff('PUT', url, { supplierId: chosen.id })));
    expect(attached.supplier).toEqual({
      id: chosen.id,
      name: chosen.name,
      country: chosen.country,
      website: chosen.website,
      email: chosen.contactInfo.email,
      phone: chosen.contactInfo.phone,
    });
    // On the staff list and detail too; never in the customer's tracking record.
    const listed = expectOk(await staff('GET', `/api/admin/part-requests?search=${req.requestNumber}`));
    expect(listed.requests[0].supplier.name).toBe(chosen.name);
    const tracked = expectOk(await t.app.inject({ method: 'GET', url: `/api/part-requests/track/${req.requestNumber}?email=${encodeURIComponent(req.email)}` }));
    expect(JSON.stringify(tracked)).not.toContain(chosen.name);

    expect(AdminPartRequestDetailSchema.parse(expectOk(await staff('PUT', url, { supplierId: null }))).supplier).toBeNull();

    // Bad input: 400 with a message; unknown request 404; unknown supplier 400.
    for (const body of [{}, { supplierId: 'one' }, { supplierId: 1.5 }, { supplierId: -1 }, { supplierId: 1, extra: true }]) {
      const res = await staff('PUT', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const gone = await staff('PUT', url, { supplierId: 999_999 });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe('That supplier no longer exists: choose another');
    expect((await staff('PUT', '/api/admin/part-requests/00000000-0000-4000-8000-000000000000/supplier', { supplierId: chosen.id })).statusCode).toBe(404);
    expect((await staff('PUT', '/api/admin/part-requests/nope/supplier', { supplierId: chosen.id })).statusCode).toBe(400);

    // A supplier deleted later leaves the request in place, without a supplier.
    const temp = SupplierSchema.parse(expectOk(await staff('POST', '/api/admin/suppliers', supplier({ name: 'Short Lived Supply' })), 201));
    const other = await submit(t, autoRequest());
    expectOk(await staff('PUT', `/api/admin/part-requests/${other.id}/supplier`, { supplierId: temp.id }));
    expectOk(await staff('DELETE', at(temp.name)));
    const after = AdminPartRequestDetailSchema.parse(expectOk(await staff('GET', `/api/admin/part-requests/${other.id}`)));
    expect(after.supplier).toBeNull();
  });
});
