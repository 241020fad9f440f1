import { Pencil, Plus } from 'lucide-react';
import type { Chassis, VehicleMake, VehicleModel } from '@shared/schemas/catalogue';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { yearsText } from './vehicle-form-values';

/** What staff asked to do, with the vehicle it is for: the page opens the matching dialog. */
export type VehicleAction =
  | { kind: 'model'; make: VehicleMake; model: VehicleModel | null }
  | { kind: 'chassis'; make: VehicleMake; model: VehicleModel; chassis: Chassis | null };

type OnAction = (action: VehicleAction, from: HTMLElement) => void;

/**
 * Every make as a card of its models, each model with its years, other names and chassis codes. One
 * layout at every width: the models wrap into as many columns as fit. Each button's name says which
 * vehicle it is for (the visible word, then the rest for screen readers), since every card has the same
 * buttons.
 */
export function VehicleList({ makes, onAction }: { makes: VehicleMake[]; onAction: OnAction }) {
  return (
    <ul className="grid gap-4" aria-label="Makes">
      {makes.map((make) => (
        <li key={make.id}>
          <MakeCard make={make} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}

function MakeCard({ make, onAction }: { make: VehicleMake; onAction: OnAction }) {
  const headingId = `vehicle-make-${make.id}`;
  const count = make.models.length;
  return (
    <Card role="region" aria-labelledby={headingId} data-testid="vehicle-make">
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-xl font-bold">
              {make.name}
            </h2>
            <p className="text-sm text-muted-foreground">{count === 0 ? 'No models yet' : count === 1 ? '1 model' : `${count} models`}</p>
          </div>
          <Button variant="outline" onClick={(event) => onAction({ kind: 'model', make, model: null }, event.currentTarget)}>
            <Plus aria-hidden="true" />
            Add a model<span className="sr-only"> to {make.name}</span>
          </Button>
        </div>
        {count === 0 ? (
          <p className="text-muted-foreground">Add its first model, then the model&apos;s chassis codes. Customers see a make once it has a model.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={`Models of ${make.name}`}>
            {make.models.map((model) => (
              <li key={model.id} className="min-w-0">
                <ModelBlock make={make} model={model} onAction={onAction} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ModelBlock({ make, model, onAction }: { make: VehicleMake; model: VehicleModel; onAction: OnAction }) {
  const vehicle = `${make.name} ${model.name}`;
  return (
    <article aria-labelledby={`vehicle-model-${model.id}`} data-testid="vehicle-model" className="grid h-full content-start gap-3 rounded-md border border-border p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`vehicle-model-${model.id}`} className="text-lg font-bold break-words">
            {model.name}
          </h3>
          <p className="tabular">{yearsText(model)}</p>
          {model.aliases && model.aliases.length > 0 ? <p className="text-sm break-words text-muted-foreground">Also called {model.aliases.join(', ')}</p> : null}
        </div>
        <Button variant="outline" size="sm" onClick={(event) => onAction({ kind: 'model', make, model }, event.currentTarget)}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> the {vehicle}</span>
        </Button>
      </div>

      {model.chassis.length === 0 ? (
        <p className="text-sm text-muted-foreground">No chassis codes yet.</p>
      ) : (
        <ul aria-label={`Chassis codes of the ${vehicle}`} className="divide-y divide-border border-y border-border">
          {model.chassis.map((chassis) => (
            <li key={chassis.code} data-testid="vehicle-chassis" className="flex items-center justify-between gap-2 py-1">
              <div className="min-w-0">
                <span className="font-semibold tabular">{chassis.code}</span> <span className="text-sm tabular">{yearsText(chassis)}</span>
                {chassis.aliases && chassis.aliases.length > 0 ? (
                  <span className="block text-sm break-words text-muted-foreground">Also {chassis.aliases.join(', ')}</span>
                ) : null}
              </div>
              <Button variant="ghost" size="sm" onClick={(event) => onAction({ kind: 'chassis', make, model, chassis }, event.currentTarget)}>
                Edit<span className="sr-only"> {chassis.code} of the {vehicle}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={(event) => onAction({ kind: 'chassis', make, model, chassis: null }, event.currentTarget)}>
        <Plus aria-hidden="true" />
        Add a chassis code<span className="sr-only"> to the {vehicle}</span>
      </Button>
    </article>
  );
}
