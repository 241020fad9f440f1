import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VehiclesSchema, type VehicleMake } from '../../src/shared/schemas/catalogue';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let customer: Awaited<ReturnType<typeof signUp>>;
let brakes: number;

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  admin = await signUp(t.app);
  customer = await signUp(t.app);
  brakes = (await rows<{ id: number }>(t, sql`select id from categories where slug = 'brakes-suspension'`))[0]!.id;
});
afterAll(() => t.close());

const as = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => as(admin.cookie, method, url, payload);
const ok = async (res: Awaited<ReturnType<typeof staff>>, status = 201): Promise<VehicleMake[]> => {
  expect(res.statusCode, res.body).toBe(status);
  return VehiclesSchema.parse(res.json());
};
const modelIn = (list: VehicleMake[], make: string, model: string) => list.find((m) => m.name === make)!.models.find((m) => m.name === model)!;

describe('staff manage the vehicle list', () => {
  it('only staff change it', async () => {
    for (const cookie of [undefined, customer.cookie]) {
      expect((await as(cookie, 'POST', '/api/admin/vehicles/makes', { name: 'Lada' })).statusCode).toBe(cookie ? 403 : 401);
    }
  });

  it('a new make, model and chassis code, then a part fitting it, found by the code typed as on the plate', async () => {
    let list = await ok(await staff('POST', '/api/admin/vehicles/makes', { name: 'Daihatsu' }));
    const makeId = list.find((m) => m.name === 'Daihatsu')!.id;
    expect((await staff('POST', '/api/admin/vehicles/makes', { name: 'daihatsu' })).statusCode).toBe(409);

    list = await ok(await staff('POST', '/api/admin/vehicles/models', { makeId, name: 'Mira', yearFrom: 2006, yearTo: 2018, aliases: 'Cuore, Mira e:S' }));
    const mira = modelIn(list, 'Daihatsu', 'Mira');
    expect(mira.aliases).toEqual(['Cuore', 'Mira e:S']);
    list = await ok(await staff('POST', `/api/admin/vehicles/models/${mira.id}/chassis`, { code: 'dba-la300s', yearFrom: 2011, yearTo: 2017, aliases: ['LA310S'] }));
    expect(modelIn(list, 'Daihatsu', 'Mira').chassis).toEqual([{ code: 'LA300S', yearFrom: 2011, yearTo: 2017, aliases: ['LA310S'] }]);

    // The same code twice, an alias another code has, years outside the model's, a bad code: each refused.
    expect((await staff('POST', `/api/admin/vehicles/models/${mira.id}/chassis`, { code: 'LA300S', yearFrom: 2011, yearTo: 2017 })).statusCode).toBe(409);
    expect((await staff('POST', `/api/admin/vehicles/models/${mira.id}/chassis`, { code: 'LA350S', yearFrom: 2011, yearTo: 2017, aliases: ['la310s'] })).statusCode).toBe(409);
    const outside = await staff('POST', `/api/admin/vehicles/models/${mira.id}/chassis`, { code: 'L275S', yearFrom: 2002, yearTo: 2010 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/built 2006-2018/);
    expect((await staff('POST', `/api/admin/vehicles/models/${mira.id}/chassis`, { code: '!!', yearFrom: 2011, yearTo: 2012 })).statusCode).toBe(400);
    expect((await staff('POST', '/api/admin/vehicles/models/999999/chassis', { code: 'AB12', yearFrom: 2011, yearTo: 2012 })).statusCode).toBe(404);

    const part = await staff('POST', '/api/admin/parts', {
      title: 'Zebrano Front Brake Rotor Mira',
      brand: 'Zebrano',
      condition: 'new',
      price: 31,
      marketplace: 'local',
      partNumber: 'ZB-MIRA-1',
      categoryId: brakes,
      fitments: [{ modelId: mira.id, yearFrom: 2011, yearTo: 2017, chassis: 'la310s' }],
    });
    expect(part.statusCode, part.body).toBe(201);
    for (const typed of ['LA300S', 'dba-la300s', 'LA300S-1234567', 'la310s']) {
      const found = await t.app.inject({ method: 'GET', url: `/api/parts?query=zebrano&chassis=${encodeURIComponent(typed)}` });
      expect(found.json().parts.map((p: { id: number }) => p.id), typed).toContain(part.json().id);
    }
    // A customer saves the car by its alias: the garage keeps the code it stands for.
    const saved = await as(customer.cookie, 'POST', '/api/garage', { modelId: mira.id, year: 2014, chassisCode: 'LA310S' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ chassisCode: 'LA300S' });

    // Years that would leave out the part's fitment or the saved car are refused, naming what uses them.
    const narrower = await staff('PUT', `/api/admin/vehicles/models/${mira.id}/chassis/LA300S`, { code: 'LA300S', yearFrom: 2015, yearTo: 2017 });
    expect(narrower.statusCode).toBe(409);
    expect(narrower.json().message).toMatch(/garages hold it from 2014/);
    const model = await staff('PUT', `/api/admin/vehicles/models/${mira.id}`, { name: 'Mira', yearFrom: 2012, yearTo: 2018 });
    expect(model.statusCode).toBe(409);
    expect(model.json().message).toMatch(/LA300S \(2011-2017\) would fall outside/);
    list = await ok(await staff('PUT', `/api/admin/vehicles/models/${mira.id}/chassis/LA300S`, { code: 'LA300S', yearFrom: 2011, yearTo: 2018, aliases: ['LA310S', 'LA300'] }), 200);
    expect(modelIn(list, 'Daihatsu', 'Mira').chassis[0]).toMatchObject({ yearTo: 2018, aliases: ['LA310S', 'LA300'] });
  });

  it("a price list's model column may use a model's other name", async () => {
    const list = VehiclesSchema.parse((await staff('GET', '/api/admin/vehicles')).json());
    const fit = modelIn(list, 'Honda', 'Fit');
    await ok(await staff('PUT', `/api/admin/vehicles/models/${fit.id}`, { name: 'Fit', yearFrom: fit.yearFrom, yearTo: fit.yearTo, aliases: ['Jazz'] }), 200);
    const csv = 'SKU,Title,Brand,Price,Part number,Category,Make,Model,Chassis codes\r\nJZ-1,Zebrano Rotor Jazz,Zebrano,20,ZJ-1,brakes-suspension,Honda,Jazz,GE8\r\n';
    const supplier = (await rows<{ id: number }>(t, sql`select id from suppliers order by id limit 1`))[0]!.id;
    const boundary = 'x-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="supplierId"\r\n\r\n${supplier}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="jazz.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/parts/imports', headers: { cookie: admin.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().counts).toMatchObject({ new: 1, refused: 0 });
  });
});
