import type { Chassis, VehicleModel } from '@shared/schemas/catalogue';
import { firstMessage } from '../admin/part-form-issues';

/**
 * What the vehicle forms' boxes hold: text as typed, other names and aliases with commas between them.
 * The shared schemas (schemas/admin-vehicles.ts) read it into numbers and lists, as the server does.
 * `makeId` is there for a new model only: the schema for a change to a model has no make.
 */
export type ModelFormText = { makeId?: string; name: string; yearFrom: string; yearTo: string; aliases: string };
export type ChassisFormText = { code: string; yearFrom: string; yearTo: string; aliases: string };

/** "2006-2018", or one year when it is one. */
export const yearsText = ({ yearFrom, yearTo }: { yearFrom: number; yearTo: number }) => (yearFrom === yearTo ? String(yearFrom) : `${yearFrom}-${yearTo}`);

const namesText = (names: readonly string[] | undefined) => (names ?? []).join(', ');

/** A model's form: the model's own values to change, or a new model of the make (no years yet). */
export function modelFormText(model: VehicleModel | null, makeId: number): ModelFormText {
  if (!model) return { makeId: String(makeId), name: '', yearFrom: '', yearTo: '', aliases: '' };
  return { name: model.name, yearFrom: String(model.yearFrom), yearTo: String(model.yearTo), aliases: namesText(model.aliases) };
}

/** A chassis code's form: the code's values to change, or a new code starting with the model's years to narrow. */
export function chassisFormText(model: VehicleModel, chassis: Chassis | null): ChassisFormText {
  const years = chassis ?? model;
  return { code: chassis?.code ?? '', yearFrom: String(years.yearFrom), yearTo: String(years.yearTo), aliases: namesText(chassis?.aliases) };
}

/**
 * The message of a comma-separated box's errors. The schema checks each name (`aliases.1`), so the message
 * says which one, as typed: "la-3!0: A chassis code is letters and digits…". The schema numbers the names
 * as it splits the text, blanks left out, and so does this.
 */
export function namesFieldMessage(error: unknown, text: string): string | undefined {
  if (Array.isArray(error)) {
    const index = error.findIndex((item) => firstMessage(item) !== undefined);
    const name = text.split(',').map((s) => s.trim()).filter(Boolean)[index];
    const message = index < 0 ? undefined : firstMessage(error[index]);
    if (message !== undefined) return name === undefined ? message : `${name}: ${message}`;
  }
  return firstMessage(error);
}
