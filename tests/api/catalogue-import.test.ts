import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { ImportRowsSchema, ImportSummarySchema, type ImportSummary } from '../../src/shared/schemas/catalogue-import';
import { PartSearchResultSchema } from '../../src/shared/schemas/catalogue';
import { multipart } from '../support/part-requests';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

const FIXTURE = readFileSync(new URL('../fixtures/supplier-price-list-500.csv', import.meta.url));

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let customer: Awaited<ReturnType<typeof signUp>>;
let supplierId: number;
let otherSupplier: number;

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  admin = await signUp(t.app);
  customer = await signUp(t.app);
  [supplierId, otherSupplier] = (await rows<{ id: number }>(t, sql`select id from suppliers order by id limit 2`)).map((r) => r.id) as [number, number];
});
afterAll(() => t.close());

type Fields = { supplierId?: number; mapping?: object; retireMissing?: boolean };
const upload = (bytes: Buffer, fileName: string, fields: Fields = {}, cookie = admin.cookie) => {
  const parts: Parameters<typeof multipart>[0] = [];
  if (fields.supplierId !== undefined) parts.push({ name: 'supplierId', value: String(fields.supplierId) });
  if (fields.mapping) parts.push({ name: 'mapping', value: JSON.stringify(fields.mapping) });
  if (fields.retireMissing !== undefined) parts.push({ name: 'retireMissing', value: String(fields.retireMissing) });
  parts.push({ name: 'file', value: bytes, filename: fileName, contentType: 'text/csv' });
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/admin/parts/imports', headers: { ...body.headers, cookie }, payload: body.payload });
};
const staff = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { cookie: admin.cookie } });
const check = async (bytes: Buffer, fileName: string, fields: Fields): Promise<ImportSummary> => {
  const res = await upload(bytes, fileName, fields);
  expect(res.statusCode, res.body).toBe(201);
  return ImportSummarySchema.parse(res.json());
};
const rowsOf = async (id: number, outcome?: string) => {
  const res = await staff('GET', `/api/admin/parts/imports/${id}/rows${outcome ? `?outcome=${outcome}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return ImportRowsSchema.parse(res.json());
};
const applyAndWait = async (id: number, action: 'apply' | 'undo' = 'apply') => {
  const res = await staff('POST', `/api/admin/parts/imports/${id}/${action}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(ImportSummarySchema.parse(res.json()).status).toBe(action === 'apply' ? 'applying' : 'undoing');
  await t.app.jobs.drain(['catalogue-import']);
  return ImportSummarySchema.parse((await staff('GET', `/api/admin/parts/imports/${id}`)).json());
};
const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/parts?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return PartSearchResultSchema.parse(res.json());
};
const partCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from parts`))[0]!.n;
const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
const HEADER = 'SKU,Title,Brand,Price,Part number,Category,Fits any vehicle because';

describe('a supplier price list of 500 rows, 3 of them bad', () => {
  let first: ImportSummary;

  it('the dry run names exactly those 3 rows with their column and reason, and changes nothing', async () => {
    const before = await partCount();
    first = await check(FIXTURE, 'ridgeway-prices.csv', { supplierId });
    expect(first).toMatchObject({ status: 'checked', counts: { new: 497, changed: 0, unchanged: 0, refused: 3 }, totalRows: 497 });
    expect(first.mapping).toMatchObject({ sku: 'SKU', title: 'Item name', price: 'Unit price', partNumber: 'Part no', chassisCodes: 'Chassis' });
    const refused = await rowsOf(first.id, 'refused');
    expect(refused.rows.map((r) => r.rowNumber)).toEqual([102, 223, 334]);
    expect(refused.rows[0]!.issues).toEqual([{ column: 'Price (US$)', message: 'Price can have at most 2 decimals' }]);
    expect(refused.rows[1]!.issues).toEqual([{ column: 'Condition', message: expect.stringMatching(/sold new only/) }]);
    expect(refused.rows[2]!.issues).toEqual([{ column: 'Model', message: expect.stringMatching(/^Row 334: no Mitsubishi Corola in the vehicle list/) }]);
    expect(await partCount()).toBe(before);
  });

  it('applying it writes the good rows, a batch at a time, and a customer search finds them', async () => {
    const before = await partCount();
    const done = await applyAndWait(first.id);
    expect(done).toMatchObject({ status: 'applied', doneRows: 497, totalRows: 497 });
    expect(await partCount()).toBe(before + 497);
    const found = await search(`query=${encodeURIComponent('Westar Radiator Fielder')}&chassis=dba-nke165g`);
    expect(found.parts.map((p) => p.title)).toContain('Westar Radiator Toyota Corolla Fielder NKE165G');
    expect(found.parts.every((p) => p.title.includes('Radiator') && p.marketplace === 'supplier')).toBe(true);
    // Each written part's history says it came from this import.
    const history = await rows<{ note: string }>(t, sql`select e.note from part_events e join parts p on p.id = e.part_id where p.sku = 'RW-0001'`);
    expect(history).toEqual([{ note: `Import #${first.id} (ridgeway-prices.csv)` }]);
    expect((await staff('POST', `/api/admin/parts/imports/${first.id}/apply`)).statusCode).toBe(409);
  });

  it('a new price list changes one price: the dry run shows old → new, search shows it, undo puts it back', async () => {
    const changed = Buffer.from(FIXTURE.toString('utf8').replace(/^(RW-0007,[^\r]*?,new,)([\d.]+)(,)/m, '$199.99$3'), 'utf8');
    const second = await check(changed, 'ridgeway-prices-2.csv', { supplierId });
    expect(second.counts).toEqual({ new: 0, changed: 1, unchanged: 496, refused: 3, warnings: 0, retire: 0 });
    const [row] = (await rowsOf(second.id, 'changed')).rows;
    expect(row).toMatchObject({ sku: 'RW-0007', changes: [{ field: 'Price (US$)', from: expect.any(String), to: '99.99' }] });
    const oldPrice = Number(row!.changes[0]!.from);

    const applied = await applyAndWait(second.id);
    expect(applied.status).toBe('applied');
    const title = encodeURIComponent(row!.title!);
    // Titles repeat in the list (a kind, a brand and a vehicle), so the part is told by its id.
    expect((await search(`query=${title}`)).parts.find((p) => p.id === row!.partId)?.price).toBe(99.99);

    const undone = await applyAndWait(second.id, 'undo');
    expect(undone.status).toBe('undone');
    expect((await search(`query=${title}`)).parts.find((p) => p.id === row!.partId)?.price).toBe(oldPrice);
    expect((await staff('POST', `/api/admin/parts/imports/${second.id}/undo`)).statusCode).toBe(409);
  });

  it('a dry run checked before another list of the supplier was applied is not applied; imports are undone newest first', async () => {
    const priced = (sku: string, price: string) => Buffer.from(FIXTURE.toString('utf8').replace(new RegExp(String.raw`^(${sku},[^\r]*?,new,)([\d.]+)(,)`, 'm'), `$1${price}$3`), 'utf8');
    const older = await check(priced('RW-0008', '55.55'), 'older.csv', { supplierId });
    const newer = await check(priced('RW-0009', '66.66'), 'newer.csv', { supplierId });
    expect(newer.counts).toMatchObject({ changed: 1 });
    expect((await applyAndWait(newer.id)).status).toBe('applied');
    // The older dry run compared its file with the parts as they were before the newer list went in.
    const refused = await staff('POST', `/api/admin/parts/imports/${older.id}/apply`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(new RegExp(`^Import #${newer.id} of this supplier was applied .*check the file again`));
    expect(ImportSummarySchema.parse((await staff('GET', `/api/admin/parts/imports/${older.id}`)).json()).status).toBe('checked');
    // Checked again, it applies (and puts RW-0009's price back, as its file says).
    const again = await check(priced('RW-0008', '55.55'), 'older.csv', { supplierId });
    expect(again.counts).toMatchObject({ changed: 2 });
    expect((await applyAndWait(again.id)).status).toBe('applied');
    const undoFirst = await staff('POST', `/api/admin/parts/imports/${newer.id}/undo`);
    expect(undoFirst.statusCode).toBe(409);
    expect(undoFirst.json().message).toMatch(new RegExp(`^Import #${again.id} of this supplier was applied after this one: undo it first`));
    expect((await applyAndWait(again.id, 'undo')).status).toBe('undone');
    expect((await applyAndWait(newer.id, 'undo')).status).toBe('undone');
    const prices = await rows<{ sku: string; price_cents: number }>(t, sql`select sku, price_cents from parts where supplier_id = ${supplierId} and sku in ('RW-0008', 'RW-0009') order by sku`);
    expect(prices.map((p) => p.price_cents)).not.toContain(5555);
    expect(prices.map((p) => p.price_cents)).not.toContain(6666);
  });

  it('export → import again for the same supplier reports 0 changed', async () => {
    const res = await staff('GET', `/api/admin/parts/export.csv?supplierId=${supplierId}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const again = await check(Buffer.from(res.body, 'utf8'), 'export.csv', { supplierId });
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: 497, refused: 0, retire: 0 });
  });

  it('retiring parts missing from the file is an option, off by default', async () => {
    const short = csv(FIXTURE.toString('utf8').trim().split(/\r\n/).slice(0, 11));
    const kept = await check(short, 'first-ten.csv', { supplierId });
    expect(kept.counts).toMatchObject({ unchanged: 10, retire: 0 });
    const retiring = await check(short, 'first-ten.csv', { supplierId, retireMissing: true });
    expect(retiring.counts).toMatchObject({ unchanged: 10, retire: 487 });
    expect((await rowsOf(retiring.id, 'retire')).rows[0]).toMatchObject({ changes: [{ field: 'On sale', to: 'retired: not in the file' }] });
    // Checked, not applied: cancelling it leaves every part on sale.
    expect(ImportSummarySchema.parse((await staff('POST', `/api/admin/parts/imports/${retiring.id}/cancel`)).json()).status).toBe('cancelled');
    expect((await rows<{ n: number }>(t, sql`select count(*)::int as n from parts where supplier_id = ${supplierId} and retired_at is not null`))[0]!.n).toBe(0);
  });
});

describe('files from Excel', () => {
  const lines = [HEADER, 'EX-1,Café Racer Mirror — chrome,Westar,12.50,EXM-1,exterior,Universal clamp fits any mirror arm'];

  it('reads UTF-8 with and without a BOM, and Windows-1252, alike', async () => {
    const utf8 = Buffer.from(lines.join('\r\n'), 'utf8');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    const cp1252 = iconv.encode(lines.join('\r\n'), 'win1252');
    expect(cp1252.includes(0x97)).toBe(true); // the em dash, as Windows-1252 writes it
    for (const [bytes, name] of [[utf8, 'utf8.csv'], [bom, 'bom.csv'], [cp1252, 'ansi.csv']] as const) {
      const summary = await check(bytes, name, { supplierId: otherSupplier });
      expect(summary.counts, name).toMatchObject({ new: 1, refused: 0 });
      const values = await rows<{ title: string }>(t, sql`select values->>'title' as title from part_import_rows where import_id = ${summary.id}`);
      expect(values[0]!.title, name).toBe('Café Racer Mirror — chrome');
    }
  });

  it('reads an .xlsx workbook, with the mapping remembered from the supplier\'s last import', async () => {
    const sheet = [
      ['Stock code', 'Desc', 'Maker', 'Cost', 'MPN', 'Dept', 'Why universal'],
      ['X-9', 'Universal Wheel Lock Set', 'Westar', 31.5, 'WL-9', 'exterior', 'Fits any wheel with M12 studs'],
    ];
    const workbook = await writeExcelFile(sheet.map((r) => r.map((value) => ({ value })))).toBuffer();
    const mapping = { sku: 'Stock code', title: 'Desc', brand: 'Maker', price: 'Cost', partNumber: 'MPN', category: 'Dept', universalReason: 'Why universal' };
    const first = await check(workbook, 'prices.xlsx', { supplierId: otherSupplier, mapping });
    expect(first.counts).toMatchObject({ new: 1, refused: 0 });
    // The second time, no mapping is sent: the supplier's is remembered.
    const second = await check(workbook, 'prices.xlsx', { supplierId: otherSupplier });
    expect(second.mapping).toMatchObject(mapping);
    expect(second.counts).toMatchObject({ new: 1, refused: 0 });
  });
});

describe('files refused whole, with one clear message, and nothing written', () => {
  const refused = async (bytes: Buffer, name: string, status: number, message: RegExp, fields: Fields = { supplierId }) => {
    const before = (await rows<{ n: number }>(t, sql`select count(*)::int as n from part_imports`))[0]!.n;
    const res = await upload(bytes, name, fields);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
    expect((await rows<{ n: number }>(t, sql`select count(*)::int as n from part_imports`))[0]!.n).toBe(before);
  };

  it('not a CSV or XLSX, a damaged workbook, an unknown encoding, too many rows, no header columns', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082', 'hex');
    await refused(png, 'photo.png', 400, /not a CSV or XLSX/);
    await refused(Buffer.from('%PDF-1.4 x'), 'prices.pdf', 400, /not a CSV or \.xlsx file/);
    await refused(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]), 'prices.xlsx', 400, /workbook cannot be opened/);
    await refused(Buffer.from([0x53, 0x4b, 0x55, 0x0a, 0x81, 0x8d, 0xc3, 0x28]), 'odd.csv', 400, /encoding we cannot read/);
    await refused(Buffer.from(`${HEADER}\n${'A,B,C,1,P,exterior,x\n'.repeat(200_001)}`), 'huge.csv', 400, /200,000 can be imported at once/);
    await refused(csv(['Name,Cost', 'Mirror,12']), 'headless.csv', 400, /no column for SKU, Brand, Part number, Category/);
    await refused(Buffer.alloc(0), 'empty.csv', 400, /empty/);
    await refused(csv(lines()), 'x.csv', 400, /Choose the supplier/, {});
    await refused(csv(lines()), 'x.csv', 400, /Choose the supplier/, { supplierId: 999_999 });
    await refused(csv(lines()), 'x.csv', 400, /no column "Nope"/, { supplierId, mapping: { sku: 'Nope' } });
    function lines() {
      return [HEADER, 'Z-1,Thing,Brand,1,P-1,exterior,why'];
    }
  });

  it('a file over 50 MB is 413; a customer or a stranger is 403 or 401', async () => {
    await refused(Buffer.alloc(50 * 1024 * 1024 + 10, 0x41), 'big.csv', 413, /over 50 MB/);
    const body = csv([HEADER]);
    expect((await upload(body, 'x.csv', { supplierId }, customer.cookie)).statusCode).toBe(403);
    expect((await upload(body, 'x.csv', { supplierId }, '')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/parts/export.csv', headers: { cookie: customer.cookie } })).statusCode).toBe(403);
  });

  it('a cell that would run as a formula is exported with a quote, and read back as it was', async () => {
    const s = await check(csv([HEADER, 'F-1,=HYPERLINK("http://evil") Mirror,Westar,9.99,=1+1,exterior,Clamp fits any arm']), 'formula.csv', { supplierId: otherSupplier });
    await applyAndWait(s.id);
    const res = await staff('GET', `/api/admin/parts/export.csv?supplierId=${otherSupplier}&query=HYPERLINK`);
    const line = res.body.split('\n')[1]!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil"") Mirror"`);
    expect(line).toContain(`'=1+1`);
    const again = await check(Buffer.from(res.body, 'utf8'), 'again.csv', { supplierId: otherSupplier });
    expect(again.counts).toMatchObject({ changed: 0, refused: 0 });
  });
});
