import type { VehicleMake } from '@shared/schemas/catalogue';

/** The <option>s of a make select (the /search filter and the My Garage form). */
export function MakeOptions({ makes }: { makes: VehicleMake[] | undefined }) {
  return makes?.map((m) => (
    <option key={m.id} value={m.id}>
      {m.name}
    </option>
  ));
}

/** The <option>s of a model select, each with the chassis codes buyers know it by. */
export function ModelOptions({ make }: { make: VehicleMake | undefined }) {
  return make?.models.map((m) => (
    <option key={m.id} value={m.id}>
      {m.name}
      {m.chassisCodes.length > 0 ? ` (${m.chassisCodes.join(', ')})` : ''}
    </option>
  ));
}
