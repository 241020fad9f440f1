import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Car, Trash2 } from 'lucide-react';
import { vehicleLabel } from '@shared/catalogue';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useVehicles } from '../../api/get-vehicles';
import { AddVehicleForm } from './add-vehicle-form';
import type { useGarage } from './use-garage';

type Garage = ReturnType<typeof useGarage>;

function describeError(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  return getServerMessage(error) ?? 'Something went wrong. Please try again.';
}

/**
 * My Garage: the customer's vehicles, the one they are shopping for (it filters the catalogue), and a
 * form to add another. Guests are told their garage stays on this device until they sign in.
 */
export function GarageCard({ garage }: { garage: Garage }) {
  const headingId = useId();
  const vehicles = useVehicles();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string>();
  // The form shows from the first paint for a garage with no vehicles (most visitors), even while the
  // account and the list of makes load, so nothing below the card moves when they arrive.
  const showForm = adding || garage.vehicles.length === 0;

  const remove = async (id: string) => {
    setError(undefined);
    try {
      await garage.remove(id);
    } catch (err) {
      setError(describeError(err));
    }
  };

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Car className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id={headingId} className="text-xl font-bold">
              My Garage
            </h2>
            <p className="text-sm text-muted-foreground">
              {garage.signedIn ? (
                'Saved on your account.'
              ) : (
                <>
                  Saved on this device. <Link to="/auth" className="text-primary underline">Sign in</Link> to keep it on your account.
                </>
              )}
            </p>
          </div>
        </div>

        {garage.isLoading ? (
          <p role="status" className="sr-only">
            Loading your garage...
          </p>
        ) : null}
        {garage.loadError ? (
          <FormAlert>{describeError(garage.loadError)}</FormAlert>
        ) : garage.vehicles.length > 0 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold">Shopping for</legend>
            {[{ id: null, label: 'Any vehicle' }, ...garage.vehicles.map((v) => ({ id: v.id, label: vehicleLabel(v) }))].map(({ id, label }) => (
              <div
                key={id ?? 'any'}
                className="flex items-center gap-2 rounded-md border border-border px-3 has-checked:border-primary has-checked:bg-accent/40"
              >
                <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3">
                  <input
                    type="radio"
                    name={`${headingId}-vehicle`}
                    className="size-5 shrink-0 accent-primary"
                    checked={(garage.selected?.id ?? null) === id}
                    onChange={() => garage.select(id)}
                  />
                  <span>{label}</span>
                </label>
                {id ? (
                  <Button variant="ghost" size="icon" aria-label={`Remove ${label}`} onClick={() => void remove(id)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            ))}
          </fieldset>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}

        {showForm ? (
          vehicles.isError ? (
            <FormAlert>{describeError(vehicles.error)}</FormAlert>
          ) : (
            <>
              {vehicles.data ? null : (
                <p role="status" className="sr-only">
                  Loading makes and models...
                </p>
              )}
              <AddVehicleForm vehicles={vehicles.data ?? []} onAdd={async (v) => { await garage.add(v); setAdding(false); }} saving={garage.isSaving} />
            </>
          )
        ) : (
          <Button variant="outline" className="sm:w-fit" onClick={() => setAdding(true)}>
            Add a vehicle
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
