import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VehiclesSchema, type VehicleMake } from '../../src/shared/schemas/catalogue';
import { GARAGE_MAX_VEHICLES, GarageSchema, GarageVehicleSchema } from '../../src/shared/schemas/garage';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

let t: TestApp;
let makes: VehicleMake[];
const model = (make: string, name: string) => makes.find((m) => m.name === make)!.models.find((m) => m.name === name)!;

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  makes = VehiclesSchema.parse((await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json());
});
afterAll(() => t.close());

const save = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/garage', payload: payload as object, headers: cookie ? { cookie } : {} });
const list = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/garage', headers: { cookie } });

describe('My Garage on the account', () => {
  it('saves a vehicle by model and year, lists it with names, and removes it', async () => {
    const { cookie } = await signUp(t.app);
    const axio = model('Toyota', 'Corolla Axio');
    const res = await save(cookie, { modelId: axio.id, year: 2012 });
    expect(res.statusCode).toBe(201);
    const saved = GarageVehicleSchema.parse(res.json());
    expect(saved).toMatchObject({ makeName: 'Toyota', modelName: 'Corolla Axio', modelId: axio.id, year: 2012, chassisCode: null });

    const garage = GarageSchema.parse((await list(cookie)).json());
    expect(garage.map((v) => v.id)).toEqual([saved.id]);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/garage/${saved.id}`, headers: { cookie } });
    expect(del.statusCode).toBe(204);
    expect((await list(cookie)).json()).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/garage/${saved.id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('That vehicle is not in your garage');
  });

  it('saves by chassis code (upper-cased), and the same vehicle twice is one row answered 200', async () => {
    const { cookie } = await signUp(t.app);
    const fit = model('Honda', 'Fit');
    const first = await save(cookie, { modelId: fit.id, chassisCode: ' ge6 ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ chassisCode: 'GE6', year: null, modelName: 'Fit' });
    const second = await save(cookie, { modelId: fit.id, chassisCode: 'GE6', year: null });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect((await list(cookie)).json()).toHaveLength(1);
  });

  it('takes a chassis code as it is typed or printed: "ncp-160", "DBA-NZE161" and the frame number "NZE161-3012345"', async () => {
    const { cookie } = await signUp(t.app);
    const probox = model('Toyota', 'Probox');
    const axio = model('Toyota', 'Corolla Axio');
    // Before: each was a 400 ("NCP-160 is not a Probox chassis code we know", "A chassis code is 2 to 20 letters and digits").
    const lower = await save(cookie, { modelId: probox.id, chassisCode: 'ncp-160' });
    expect(lower.statusCode, lower.body).toBe(201);
    expect(lower.json()).toMatchObject({ chassisCode: 'NCP160', modelName: 'Probox' });
    const prefixed = await save(cookie, { modelId: axio.id, chassisCode: 'DBA-NZE161', year: 2016 });
    expect(prefixed.statusCode, prefixed.body).toBe(201);
    expect(prefixed.json()).toMatchObject({ chassisCode: 'NZE161', year: 2016 });
    // The frame number is the same vehicle: one row, answered 200.
    const frame = await save(cookie, { modelId: axio.id, chassisCode: 'NZE161-3012345', year: 2016 });
    expect(frame.statusCode, frame.body).toBe(200);
    expect(frame.json().id).toBe(prefixed.json().id);
    // The catalogue's chassis filter reads the same way.
    const parts = async (chassis: string) => (await t.app.inject({ method: 'GET', url: `/api/parts?chassis=${encodeURIComponent(chassis)}&limit=48` })).json();
    const plain = await parts('NZE161');
    expect(plain.pagination.total).toBeGreaterThan(0);
    for (const typed of ['dba-nze161', 'NZE161-3012345', ' nze 161 ']) expect((await parts(typed)).parts.map((p: { id: string }) => p.id), typed).toEqual(plain.parts.map((p: { id: string }) => p.id));
  });

  it('each customer sees and removes only their own vehicles', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const saved = (await save(a.cookie, { modelId: model('Nissan', 'Tiida').id, year: 2010 })).json();
    expect((await list(b.cookie)).json()).toEqual([]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/garage/${saved.id}`, headers: { cookie: b.cookie } });
    expect(del.statusCode).toBe(404);
    expect((await list(a.cookie)).json()).toHaveLength(1);
  });

  it('signed out: 401 on every call', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/garage' })).statusCode).toBe(401);
    expect((await save(undefined, { modelId: 1 })).statusCode).toBe(401);
    // Who may call is decided before the body is read: a bad body from a stranger is still 401.
    expect((await save(undefined, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/garage/1' })).statusCode).toBe(401);
  });

  it('refuses bad vehicles with a 400 that says what to fix, and writes nothing', async () => {
    const { cookie } = await signUp(t.app);
    const axio = model('Toyota', 'Corolla Axio');
    const cases: [unknown, string][] = [
      [{}, 'Choose a model'],
      [{ modelId: 'abc' }, 'Choose a model'],
      [{ modelId: 1.5 }, 'Choose a model'],
      [{ modelId: 999_999 }, 'That model is not in our vehicle list'],
      [{ modelId: axio.id, year: 1980 }, 'Year must be between'],
      [{ modelId: axio.id, year: 2003 }, 'The Corolla Axio we list was made from 2006 to 2020'],
      [{ modelId: axio.id, chassisCode: 'GE6' }, 'GE6 is not a Corolla Axio chassis code we know'],
      // A chassis code is one generation: a 2016 Axio is an NZE161 or NKE165, not an NZE141.
      [{ modelId: axio.id, chassisCode: 'NZE141', year: 2016 }, 'The Corolla Axio NZE141 was made from 2006 to 2012'],
      [{ modelId: axio.id, chassisCode: 'NZE141', year: 2016 }, 'or the code of a 2016 Corolla Axio: NZE161, NKE165'],
      [{ modelId: axio.id, chassisCode: 'NZE 141; drop' }, 'A chassis code is letters and digits'],
      [{ modelId: axio.id, chassisCode: 'N' }, 'A chassis code is letters and digits'],
      [{ modelId: axio.id, userId: 'someone-else' }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await save(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(message);
    }
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/garage/abc', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect((await list(cookie)).json()).toEqual([]);
  });

  it(`holds at most ${GARAGE_MAX_VEHICLES} vehicles, even when saved all at once`, async () => {
    const { cookie, json } = await signUp(t.app);
    const axio = model('Toyota', 'Corolla Axio');
    const years = Array.from({ length: GARAGE_MAX_VEHICLES + 4 }, (_, i) => 2006 + i);
    const results = await Promise.all(years.map((year) => save(cookie, { modelId: axio.id, year })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(GARAGE_MAX_VEHICLES);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json().message).toBe(`Your garage holds up to ${GARAGE_MAX_VEHICLES} vehicles. Remove one to add another.`);
    const [count] = await rows<{ n: number }>(t, sql`select count(*)::int as n from garage_vehicles where user_id = ${json.user.id}`);
    expect(count!.n).toBe(GARAGE_MAX_VEHICLES);
  });
});
