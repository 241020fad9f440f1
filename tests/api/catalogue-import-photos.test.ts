import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemResolver } from '../../src/server/lib/net/safe-fetch';
import { ImportRowsSchema, ImportSummarySchema } from '../../src/shared/schemas/catalogue-import';
import { multipart } from '../support/part-requests';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// A supplier's price list names its photos by links to its own site: they are fetched into the gallery
// once the import is applied, through the public-address-only fetcher (docs/catalogue-import.md, "Photos").
const HOST = 'photos.supplier.test';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let server: http.Server;
let port = 0;
const asked: string[] = [];
let supplierId: number;

beforeAll(async () => {
  const photo = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#2e86c1' } }).png().toBuffer();
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/pads.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(photo);
    if (req.url === '/not-a-photo.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end('<html>sold out</html>');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => ((port = (server.address() as AddressInfo).port), resolve())));
  const resolve = async (host: string) => (host === HOST ? [{ address: '127.0.0.1', family: 4 as const }] : systemResolver(host));
  t = await createTestApp({ seeded: true, deps: { webImageFetch: { resolve, trustedHosts: new Set([HOST]), timeoutMs: 5000 } } });
  admin = await signUp(t.app);
  supplierId = (await rows<{ id: number }>(t, sql`select id from suppliers order by id limit 1`))[0]!.id;
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server?.close(r));
});

const staff = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { cookie: admin.cookie } });
async function importAndApply(csv: string) {
  const body = multipart([{ name: 'supplierId', value: String(supplierId) }, { name: 'file', value: Buffer.from(csv), filename: 'photos.csv', contentType: 'text/csv' }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/parts/imports', headers: { ...body.headers, cookie: admin.cookie }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  const checked = ImportSummarySchema.parse(res.json());
  expect((await staff('POST', `/api/admin/parts/imports/${checked.id}/apply`)).statusCode).toBe(200);
  await t.app.jobs.drain(['catalogue-import', 'catalogue-import-photos']);
  return checked;
}
const partOf = async (sku: string) => (await rows<{ id: number; images: string[]; image_url: string }>(t, sql`select id, images, image_url from parts where supplier_id = ${supplierId} and sku = ${sku}`))[0]!;

describe('photo links in a price list', () => {
  it('are fetched into the gallery after the import, added to the part with a line in its history; a link that gives no photo is noted on its row', async () => {
    const links = [`http://${HOST}:${port}/pads.png`, `http://${HOST}:${port}/not-a-photo.png`, `http://${HOST}:${port}/gone.png`, 'http://127.0.0.1:9/inside.png'];
    const csv = ['SKU,Title,Brand,Price,Part number,Category,Fits any vehicle because,Photos', `PH-1,Brake Pad Set Ceramic,Westar,24.00,PH-1,brakes-suspension,Fits any caliper of its size,${links.join(' ')}`].join('\r\n');
    const checked = await importAndApply(csv);
    expect(checked.counts).toMatchObject({ new: 1, refused: 0 });
    const part = await partOf('PH-1');
    expect(part.images).toHaveLength(1);
    expect(part.images[0]).toMatch(/^\/uploads\/gallery\//);
    expect(part.image_url).toBe(part.images[0]);
    const history = await rows<{ note: string; changes: unknown }>(t, sql`select note, changes from part_events where part_id = ${part.id} and note like 'Photos%'`);
    expect(history).toEqual([{ note: `Photos from the links in import #${checked.id}`, changes: [{ field: 'Photos', from: '0', to: '1' }] }]);
    const [row] = ImportRowsSchema.parse((await staff('GET', `/api/admin/parts/imports/${checked.id}/rows`)).json()).rows;
    expect(row!.warnings).toHaveLength(3);
    expect(row!.warnings[0]).toMatch(/not-a-photo\.png was not added: That address is not an image/);
    expect(row!.warnings[1]).toMatch(/gone\.png was not added/);
    expect(row!.warnings[2]).toMatch(/inside\.png was not added/); // a private address is never fetched
    expect(asked.filter((u) => u === '/pads.png')).toHaveLength(1);
  });

  it('a link fetched before is not fetched again: the same list imported again is unchanged and adds no copy', async () => {
    const csv = ['SKU,Title,Brand,Price,Part number,Category,Fits any vehicle because,Photos', `PH-1,Brake Pad Set Ceramic,Westar,24.00,PH-1,brakes-suspension,Fits any caliper of its size,http://${HOST}:${port}/pads.png`].join('\r\n');
    const before = await partOf('PH-1');
    const again = await importAndApply(csv);
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: 1 });
    expect((await partOf('PH-1')).images).toEqual(before.images);
    expect(asked.filter((u) => u === '/pads.png')).toHaveLength(1);
    const gallery = await rows<{ n: number }>(t, sql`select count(*)::int as n from gallery_images where source_url like ${`%/pads.png`}`);
    expect(gallery[0]!.n).toBe(1);
  });
});
