import { isChassis } from '../../../../shared/catalogue';
import type { ChassisInput, ModelInput, ModelUpdate } from '../../../../shared/schemas/admin-vehicles';
import type { VehicleMake } from '../../../../shared/schemas/catalogue';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import type { CatalogueService } from '../service';
import * as repo from './repository';

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'model';

/** 409 when years would leave out parts' fitment or saved garage vehicles that use the years now. */
async function keepYearsInUse(db: Db, what: string, modelId: number, yearFrom: number, yearTo: number, chassisCode?: string): Promise<void> {
  const used = await repo.yearsInUse(db, modelId, chassisCode);
  const problems: string[] = [];
  const outside = (u: { n: number; from: number | null; to: number | null }) => u.n > 0 && u.from !== null && u.to !== null && (u.from < yearFrom || u.to > yearTo);
  if (outside(used.fitments)) problems.push(`parts fit it from ${used.fitments.from} to ${used.fitments.to}`);
  if (outside(used.garage)) problems.push(`customers' garages hold it from ${used.garage.from} to ${used.garage.to}`);
  if (problems.length > 0) {
    const fix = outside(used.fitments) ? 'Keep those years, or change those parts\' fitment first.' : 'Keep those years: customers saved their cars with them.';
    const message = `The ${what} cannot be ${yearFrom}-${yearTo}: ${problems.join(', and ')}. ${fix}`;
    throw new AppError('conflict', message, [{ path: 'yearFrom', message }]);
  }
}

/**
 * Staff's vehicle list (docs/catalogue-data.md): makes, models and chassis codes, each change checked so the
 * catalogue keeps agreeing with itself (a code inside its model's years, years that still cover the parts
 * fitted and the vehicles saved). Each answer is the whole list, as customers' pickers read it.
 */
export function createVehicleStaffService(deps: { db: Db; catalogue: CatalogueService }) {
  const { db, catalogue } = deps;

  /** Customers' list, with the makes that have no models yet (staff add those next). */
  async function list(): Promise<VehicleMake[]> {
    const [withModels, makes] = await Promise.all([catalogue.vehicles(), repo.allMakes(db)]);
    const listed = new Set(withModels.map((m) => m.id));
    return [...withModels, ...makes.filter((m) => !listed.has(m.id)).map((m) => ({ ...m, models: [] }))].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  async function addMake(name: string): Promise<VehicleMake[]> {
    await inTransaction(db, async (tx) => {
      if ((await repo.makeNamed(tx, name)) !== undefined) throw new AppError('conflict', `${name} is already in the list`, [{ path: 'name', message: 'That make is already in the list' }]);
      await repo.insertMake(tx, name, slugOf(name));
    });
    catalogue.changed();
    return list();
  }

  async function addModel(m: ModelInput): Promise<VehicleMake[]> {
    await inTransaction(db, async (tx) => {
      const make = await repo.makeById(tx, m.makeId);
      if (!make) throw new AppError('invalid_data', 'Choose a make from the list', [{ path: 'makeId', message: 'Choose a make from the list' }]);
      if ((await repo.modelNamed(tx, m.makeId, m.name, slugOf(m.name))) !== undefined) {
        throw new AppError('conflict', `The ${make.name} ${m.name} is already in the list`, [{ path: 'name', message: 'That model is already in the list' }]);
      }
      await repo.insertModel(tx, { makeId: m.makeId, name: m.name, slug: slugOf(m.name), yearFrom: m.yearFrom, yearTo: m.yearTo, aliases: m.aliases });
    });
    catalogue.changed();
    return list();
  }

  async function updateModel(id: number, m: ModelUpdate): Promise<VehicleMake[]> {
    await inTransaction(db, async (tx) => {
      const model = await repo.modelById(tx, id, { lock: true });
      if (!model) throw new AppError('not_found', 'Model not found');
      if ((await repo.modelNamed(tx, model.makeId, m.name, slugOf(m.name), id)) !== undefined) {
        throw new AppError('conflict', `Another model is called ${m.name}`, [{ path: 'name', message: 'Another model of this make has that name' }]);
      }
      const outside = (await repo.chassisOfModel(tx, id)).filter((c) => c.yearFrom < m.yearFrom || c.yearTo > m.yearTo);
      if (outside.length > 0) {
        const message = `${outside.map((c) => `${c.code} (${c.yearFrom}-${c.yearTo})`).join(', ')} would fall outside ${m.yearFrom}-${m.yearTo}: change those codes' years first`;
        throw new AppError('conflict', message, [{ path: 'yearFrom', message }]);
      }
      await keepYearsInUse(tx, m.name, id, m.yearFrom, m.yearTo);
      await repo.updateModel(tx, id, { name: m.name, yearFrom: m.yearFrom, yearTo: m.yearTo, aliases: m.aliases });
    });
    catalogue.changed();
    return list();
  }

  /** Adds a chassis code to a model, or (`existing`) changes one's years and aliases. */
  async function saveChassis(modelId: number, c: ChassisInput, existing?: string): Promise<VehicleMake[]> {
    await inTransaction(db, async (tx) => {
      const model = await repo.modelById(tx, modelId, { lock: true });
      if (!model) throw new AppError('not_found', 'Model not found');
      const codes = await repo.chassisOfModel(tx, modelId);
      const current = existing === undefined ? undefined : codes.find((g) => g.code === existing);
      if (existing !== undefined && !current) throw new AppError('not_found', `The ${model.name} has no chassis code ${existing}`);
      if (existing !== undefined && c.code !== existing) {
        throw new AppError('invalid_data', 'A chassis code is not renamed: add the new code, and give the old spelling as its alias', [{ path: 'code', message: 'Keep the code; add other spellings as aliases' }]);
      }
      if (c.yearFrom < model.yearFrom || c.yearTo > model.yearTo) {
        const message = `The ${model.name} was built ${model.yearFrom}-${model.yearTo}: the code's years must lie inside those`;
        throw new AppError('invalid_data', message, [{ path: 'yearFrom', message }]);
      }
      const others = codes.filter((g) => g.code !== existing);
      for (const name of [c.code, ...c.aliases]) {
        const taken = others.find((g) => isChassis(g, name));
        if (taken) throw new AppError('conflict', `${name} is already ${taken.code === name ? 'a chassis code' : `an alias of ${taken.code}`} of the ${model.name}`, [{ path: name === c.code ? 'code' : 'aliases', message: 'Already in use for this model' }]);
      }
      const aliases = c.aliases.filter((a) => a !== c.code);
      if (current) {
        await keepYearsInUse(tx, `${model.name} ${c.code}`, modelId, c.yearFrom, c.yearTo, c.code);
        await repo.updateChassis(tx, modelId, c.code, { yearFrom: c.yearFrom, yearTo: c.yearTo, aliases });
      } else {
        const position = codes.reduce((n, g) => Math.max(n, g.position), 0) + 1;
        await repo.insertChassis(tx, { modelId, code: c.code, position, yearFrom: c.yearFrom, yearTo: c.yearTo, aliases });
      }
    });
    catalogue.changed();
    return list();
  }

  return { list, addMake, addModel, updateModel, addChassis: (id: number, c: ChassisInput) => saveChassis(id, c), updateChassis: (id: number, code: string, c: ChassisInput) => saveChassis(id, c, code) };
}
export type VehicleStaffService = ReturnType<typeof createVehicleStaffService>;
