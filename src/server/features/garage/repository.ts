import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { garageVehicles, users, vehicleChassis, vehicleMakes, vehicleModels } from '../../db/schema';

const vehicleColumns = {
  id: garageVehicles.id,
  makeId: vehicleMakes.id,
  makeName: vehicleMakes.name,
  modelId: vehicleModels.id,
  modelName: vehicleModels.name,
  year: garageVehicles.year,
  chassisCode: garageVehicles.chassisCode,
};
export type GarageRow = { id: number; makeId: number; makeName: string; modelId: number; modelName: string; year: number | null; chassisCode: string | null };

export async function listVehicles(db: Db, userId: string): Promise<GarageRow[]> {
  return db
    .select(vehicleColumns)
    .from(garageVehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, garageVehicles.modelId))
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .where(eq(garageVehicles.userId, userId))
    .orderBy(asc(garageVehicles.createdAt), asc(garageVehicles.id));
}

/** A model, with its chassis codes and the years each was built, in the shop's order. */
export async function findModel(db: Db, modelId: number) {
  const [row] = await db.select().from(vehicleModels).where(eq(vehicleModels.id, modelId));
  if (!row) return undefined;
  const chassis = await db
    .select({ code: vehicleChassis.code, yearFrom: vehicleChassis.yearFrom, yearTo: vehicleChassis.yearTo, aliases: vehicleChassis.aliases })
    .from(vehicleChassis)
    .where(eq(vehicleChassis.modelId, modelId))
    .orderBy(asc(vehicleChassis.position));
  return { ...row, chassis };
}

/** Locks the user's row so two saves at once cannot both pass the garage-size check. */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countVehicles(tx: Db, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(garageVehicles).where(eq(garageVehicles.userId, userId));
  return row?.n ?? 0;
}

/** The id of the same vehicle already saved (same model, year and chassis code), if any. */
export async function findSame(tx: Db, userId: string, v: { modelId: number; year: number | null; chassisCode: string | null }) {
  const [row] = await tx
    .select({ id: garageVehicles.id })
    .from(garageVehicles)
    .where(
      and(
        eq(garageVehicles.userId, userId),
        eq(garageVehicles.modelId, v.modelId),
        sql`coalesce(${garageVehicles.year}, 0) = ${v.year ?? 0}`,
        sql`coalesce(${garageVehicles.chassisCode}, '') = ${v.chassisCode ?? ''}`,
      ),
    );
  return row?.id;
}

export async function insertVehicle(tx: Db, userId: string, v: { modelId: number; year: number | null; chassisCode: string | null }) {
  const [row] = await tx.insert(garageVehicles).values({ userId, ...v }).returning({ id: garageVehicles.id });
  return row!.id;
}

export async function findVehicle(db: Db, userId: string, id: number): Promise<GarageRow | undefined> {
  const [row] = await db
    .select(vehicleColumns)
    .from(garageVehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, garageVehicles.modelId))
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .where(and(eq(garageVehicles.userId, userId), eq(garageVehicles.id, id)));
  return row;
}

export async function deleteVehicle(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(garageVehicles)
    .where(and(eq(garageVehicles.userId, userId), eq(garageVehicles.id, id)))
    .returning({ id: garageVehicles.id });
  return rows.length > 0;
}
