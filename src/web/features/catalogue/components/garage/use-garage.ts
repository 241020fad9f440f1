import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GARAGE_SELECTED_STORAGE_KEY, GARAGE_STORAGE_KEY } from '@shared/constants';
import { GARAGE_FULL_MESSAGE, GARAGE_MAX_VEHICLES } from '@shared/catalogue';
import type { GarageVehicle } from '@shared/schemas/garage';
import { getErrorStatus } from '@web/lib/api-client';
import { useUser } from '@web/lib/auth';
import { createLocalStore } from '@web/lib/local-store';
import { useAccountGarage } from '../../api/get-garage';
import { catalogueKeys } from '../../api/keys';
import { useRemoveGarageVehicle } from '../../api/remove-garage-vehicle';
import { saveGarageVehicle, useSaveGarageVehicle } from '../../api/save-garage-vehicle';

/**
 * My Garage. A guest's vehicles live in browser storage; a signed-in customer's on the account,
 * and a guest's are moved there on sign-in. Which vehicle the customer is shopping for is kept in browser
 * storage either way: it is a choice on this device, like the theme.
 */
function isGarageVehicle(v: unknown): v is GarageVehicle {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  const whole = (x: unknown) => Number.isInteger(x) && (x as number) > 0;
  return (
    typeof r.id === 'string' &&
    whole(r.makeId) &&
    whole(r.modelId) &&
    typeof r.makeName === 'string' &&
    typeof r.modelName === 'string' &&
    (r.year === null || whole(r.year)) &&
    (r.chassisCode === null || typeof r.chassisCode === 'string')
  );
}

// What another version of the app (or a hand edit) left in storage is checked field by field; the server
// checks a vehicle again when it moves to the account.
const localGarage = createLocalStore<GarageVehicle[]>(
  GARAGE_STORAGE_KEY,
  (raw) => (Array.isArray(raw) ? raw.filter(isGarageVehicle).slice(0, GARAGE_MAX_VEHICLES) : []),
  [],
);
const selectedVehicle = createLocalStore<string | null>(GARAGE_SELECTED_STORAGE_KEY, (raw) => (typeof raw === 'string' ? raw : null), null);

function sameVehicle(a: GarageVehicle, b: GarageVehicle): boolean {
  return a.modelId === b.modelId && a.year === b.year && a.chassisCode === b.chassisCode;
}

function newLocalId(): string {
  return `local-${crypto.randomUUID()}`;
}

let merging = false;
/** A refusal that will not change by trying again (a full garage, a model no longer listed). */
const isFinalRefusal = (err: unknown) => {
  const status = getErrorStatus(err);
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 429;
};

/**
 * Moves a guest's saved vehicles onto the account that just signed in and answers the ones saved. A
 * vehicle the server refuses for good stays behind; one that failed for a passing reason (offline, a
 * busy server) stays in browser storage for the next try.
 */
async function mergeIntoAccount(local: GarageVehicle[]): Promise<GarageVehicle[]> {
  if (merging) return [];
  merging = true;
  const saved: GarageVehicle[] = [];
  const keep: GarageVehicle[] = [];
  try {
    const selected = selectedVehicle.read();
    for (const v of local) {
      try {
        const vehicle = await saveGarageVehicle({ modelId: v.modelId, year: v.year, chassisCode: v.chassisCode });
        saved.push(vehicle);
        if (selected === v.id) selectedVehicle.write(vehicle.id);
      } catch (err) {
        if (!isFinalRefusal(err)) keep.push(v);
      }
    }
    localGarage.write(keep.length > 0 ? keep : undefined);
    return saved;
  } finally {
    merging = false;
  }
}

export type NewVehicle = Omit<GarageVehicle, 'id'>;

export function useGarage() {
  const { user, isLoading: userLoading } = useUser();
  const signedIn = Boolean(user);
  const local = localGarage.useValue();
  const account = useAccountGarage(signedIn);
  const save = useSaveGarageVehicle();
  const remove = useRemoveGarageVehicle();
  const selectedId = selectedVehicle.useValue();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn || local.length === 0) return;
    void mergeIntoAccount(local).then(async (saved) => {
      // The account's list may have been read while the vehicles were on their way: show them at once,
      // so an answer that raced the saves cannot hide them, then read the list again.
      const key = catalogueKeys.garage();
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<GarageVehicle[]>(key, (list = []) => [...list, ...saved.filter((v) => !list.some((l) => l.id === v.id))]);
      await queryClient.invalidateQueries({ queryKey: key });
    });
  }, [signedIn, local, queryClient]);

  const vehicles = signedIn ? (account.data ?? []) : local;
  const selected = vehicles.find((v) => v.id === selectedId) ?? null;

  /** Saves a vehicle (or finds it already saved) and chooses it. Rejects with a message to show. */
  async function add(vehicle: NewVehicle): Promise<GarageVehicle> {
    if (signedIn) {
      const saved = await save.mutateAsync({ modelId: vehicle.modelId, year: vehicle.year, chassisCode: vehicle.chassisCode });
      selectedVehicle.write(saved.id);
      return saved;
    }
    const existing = local.find((v) => sameVehicle(v, { ...vehicle, id: '' }));
    if (existing) {
      selectedVehicle.write(existing.id);
      return existing;
    }
    if (local.length >= GARAGE_MAX_VEHICLES) throw new Error(GARAGE_FULL_MESSAGE);
    const saved = { ...vehicle, id: newLocalId() };
    localGarage.write([...local, saved]);
    selectedVehicle.write(saved.id);
    return saved;
  }

  async function removeVehicle(id: string): Promise<void> {
    if (signedIn) await remove.mutateAsync(id);
    else localGarage.write(local.filter((v) => v.id !== id));
    if (selectedId === id) selectedVehicle.write(null);
  }

  return {
    vehicles,
    selected,
    signedIn,
    isLoading: userLoading || (signedIn && account.isPending),
    loadError: signedIn ? account.error : null,
    isSaving: save.isPending,
    add,
    remove: removeVehicle,
    select: (id: string | null) => selectedVehicle.write(id),
  };
}
