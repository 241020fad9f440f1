import { isChassis, normaliseChassisCode } from '@shared/catalogue';
import type { VehicleMake, VehicleModel } from '@shared/schemas/catalogue';

const lower = (text: string) => text.toLowerCase();

/** Whether a word names one of the model's chassis codes or aliases, in part ("nze16" finds NZE161) or typed as on a plate. */
function chassisHas(model: VehicleModel, word: string): boolean {
  const code = normaliseChassisCode(word);
  if (code.length < 2) return false;
  return model.chassis.some((c) => [c.code, ...(c.aliases ?? [])].some((name) => name.includes(code)));
}

/** Whether a word is in the model's name or one of its other names, ignoring case. */
function namesHave(model: VehicleModel, word: string): boolean {
  const w = lower(word);
  return [model.name, ...(model.aliases ?? [])].some((name) => lower(name).includes(w));
}

/**
 * The staff vehicle list narrowed to what the search box holds. A make whose name holds every word shows
 * with all its models (those with none yet too); otherwise a make shows with the models every word fits:
 * the make's name, the model's name or another name, or a chassis code or alias. A chassis code is read as
 * customers type it (normaliseChassisCode), so "dba-nze161" or a frame number "NZE161-3012345" finds the
 * NZE161 even as one word with a hyphen. An empty box shows everything.
 */
export function filterVehicles(makes: readonly VehicleMake[], text: string): VehicleMake[] {
  const query = text.trim();
  if (query === '') return [...makes];
  const words = query.split(/\s+/);
  // The whole text as one code first: "DBA NZE161" is one code with a space, not two words.
  const whole = normaliseChassisCode(query);
  const found: VehicleMake[] = [];
  for (const make of makes) {
    const makeName = lower(make.name);
    if (words.every((w) => makeName.includes(lower(w)))) {
      found.push(make);
      continue;
    }
    const models = make.models.filter(
      (model) =>
        model.chassis.some((c) => isChassis(c, whole)) ||
        words.every((w) => makeName.includes(lower(w)) || namesHave(model, w) || chassisHas(model, w)),
    );
    if (models.length > 0) found.push({ ...make, models });
  }
  return found;
}

/** How many models a list holds, for the line that says what the search shows. */
export function countModels(makes: readonly VehicleMake[]): number {
  return makes.reduce((n, make) => n + make.models.length, 0);
}
