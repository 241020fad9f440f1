import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { garageVehicles, partFitments, vehicleChassis, vehicleMakes, vehicleModels } from '../../../db/schema';

export async function makeNamed(db: Db, name: string) {
  const [row] = await db.select({ id: vehicleMakes.id }).from(vehicleMakes).where(sql`lower(${vehicleMakes.name}) = lower(${name})`);
  return row?.id;
}

export async function allMakes(db: Db) {
  return db.select({ id: vehicleMakes.id, name: vehicleMakes.name }).from(vehicleMakes).orderBy(vehicleMakes.name);
}

export async function makeById(db: Db, id: number) {
  const [row] = await db.select().from(vehicleMakes).where(eq(vehicleMakes.id, id));
  return row;
}

export async function insertMake(db: Db, name: string, slug: string): Promise<number> {
  const [row] = await db.insert(vehicleMakes).values({ name, slug }).returning({ id: vehicleMakes.id });
  return row!.id;
}

export async function modelById(db: Db, id: number, opts: { lock?: boolean } = {}) {
  const q = db.select().from(vehicleModels).where(eq(vehicleModels.id, id));
  const [row] = await (opts.lock ? q.for('update') : q);
  return row;
}

/** Another model of the make with this name (or slug), whatever its case. */
export async function modelNamed(db: Db, makeId: number, name: string, slug: string, except?: number) {
  const [row] = await db
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.makeId, makeId), sql`(lower(${vehicleModels.name}) = lower(${name}) or ${vehicleModels.slug} = ${slug})`, except === undefined ? undefined : sql`${vehicleModels.id} <> ${except}`));
  return row?.id;
}

export async function insertModel(db: Db, values: typeof vehicleModels.$inferInsert): Promise<number> {
  const [row] = await db.insert(vehicleModels).values(values).returning({ id: vehicleModels.id });
  return row!.id;
}

export async function updateModel(db: Db, id: number, values: Partial<typeof vehicleModels.$inferInsert>): Promise<void> {
  await db.update(vehicleModels).set(values).where(eq(vehicleModels.id, id));
}

export async function chassisOfModel(db: Db, modelId: number) {
  return db.select().from(vehicleChassis).where(eq(vehicleChassis.modelId, modelId));
}

export async function insertChassis(db: Db, values: typeof vehicleChassis.$inferInsert): Promise<void> {
  await db.insert(vehicleChassis).values(values);
}

export async function updateChassis(db: Db, modelId: number, code: string, values: Partial<typeof vehicleChassis.$inferInsert>): Promise<void> {
  await db.update(vehicleChassis).set(values).where(and(eq(vehicleChassis.modelId, modelId), eq(vehicleChassis.code, code)));
}

/** The years the model's parts and saved garage vehicles use: a model's (or a code's) years must keep covering them. */
export async function yearsInUse(db: Db, modelId: number, chassisCode?: string) {
  const [fit] = await db
    .select({ n: sql<number>`count(*)::int`, from: sql<number | null>`min(${partFitments.yearFrom})`, to: sql<number | null>`max(${partFitments.yearTo})` })
    .from(partFitments)
    .where(eq(partFitments.modelId, modelId));
  const [garage] = await db
    .select({ n: sql<number>`count(${garageVehicles.year})::int`, from: sql<number | null>`min(${garageVehicles.year})`, to: sql<number | null>`max(${garageVehicles.year})` })
    .from(garageVehicles)
    .where(and(eq(garageVehicles.modelId, modelId), chassisCode === undefined ? undefined : eq(garageVehicles.chassisCode, chassisCode)));
  return { fitments: chassisCode === undefined ? fit! : { n: 0, from: null, to: null }, garage: garage! };
}
