import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Calculator, Pencil } from 'lucide-react';
import { LandedCostRatesInputSchema, type LandedCostRates, type LandedCostRatesInput } from '@shared/schemas/landed-cost';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { DialogFormActions } from '@web/components/ui/dialog-form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { getErrorStatus, getServerMessage } from '@web/lib/api-client';
import { applyServerIssues } from '@web/lib/form-errors';
import { formatDateTime, formatDay, formatMoney } from '@web/lib/format';
import { useLandedCostRates } from '../../api/admin-get-landed-cost-rates';
import { useUpdateLandedCostRates } from '../../api/admin-update-landed-cost-rates';
import { toastActionError } from './request-helpers';

/** Today as YYYY-MM-DD in the admin's own time zone (new rates usually take effect today). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The rates behind every landed-cost estimate, and a form to put new ones in force. */
export function LandedCostRatesCard() {
  const rates = useLandedCostRates();
  const [editing, setEditing] = useState(false);
  const none = rates.isError && getErrorStatus(rates.error) === 404;

  return (
    <section aria-labelledby="landed-cost-rates-heading">
      <Card>
        <CardHeader>
          <CardTitle id="landed-cost-rates-heading" className="flex items-center gap-2">
            <Calculator className="size-6" aria-hidden="true" />
            Landed-cost rates
          </CardTitle>
          <CardDescription>
            Used for every landed-cost estimate: quotes, the tracking page, the quote preview and the catalogue's
            delivered prices. Saving makes a new
            record; quotes already sent keep the rates they were worked out with.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {rates.isPending ? (
            <div role="status" aria-label="Loading landed-cost rates" className="grid gap-2 sm:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : rates.isError && !none ? (
            <div role="alert" className="flex flex-col items-start gap-3">
              <p>We couldn&apos;t load the rates. {getServerMessage(rates.error) ?? 'Please try again.'}</p>
              <Button variant="outline" onClick={() => void rates.refetch()}>
                Retry
              </Button>
            </div>
          ) : rates.data ? (
            <RatesList rates={rates.data} />
          ) : (
            <p className="text-muted-foreground">No rates have been set yet. Set them before sending quotes.</p>
          )}
          {rates.data || none ? (
            <Dialog open={editing} onOpenChange={setEditing}>
              <div>
                <DialogTrigger asChild>
                  <Button variant="outline">
                    <Pencil aria-hidden="true" />
                    {none ? 'Set rates' : 'Edit rates'}
                  </Button>
                </DialogTrigger>
              </div>
              {editing ? (
                <DialogContent className="max-w-lg">
                  <DialogHeader>
                    <DialogTitle>Edit landed-cost rates</DialogTitle>
                    <DialogDescription>New estimates use these from the day they take effect.</DialogDescription>
                  </DialogHeader>
                  <RatesForm current={rates.data} onDone={() => setEditing(false)} />
                </DialogContent>
              ) : null}
            </Dialog>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

function RatesList({ rates }: { rates: LandedCostRates }) {
  const items: Array<[string, string]> = [
    ['Exchange rate', `${formatMoney(rates.exchangeRateJmd, 'JMD')} per US$1`],
    ['Auto parts duty', `${rates.autoDutyPercent}%`],
    ['Phone parts duty', `${rates.phoneDutyPercent}%`],
    ['GCT', `${rates.gctPercent}%`],
    ['De minimis value', formatMoney(rates.deMinimisUsd, 'USD')],
    ['Air freight per lb', formatMoney(rates.freightPerLbUsd, 'USD')],
    ['Effective from', formatDay(rates.effectiveFrom)],
  ];
  return (
    <>
      <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-md border border-border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-lg font-bold tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">Last changed {formatDateTime(rates.updatedAt)}.</p>
    </>
  );
}

const FIELDS = ['exchangeRateJmd', 'autoDutyPercent', 'phoneDutyPercent', 'gctPercent', 'deMinimisUsd', 'freightPerLbUsd', 'effectiveFrom'] as const;

function RatesForm({ current, onDone }: { current: LandedCostRates | undefined; onDone: () => void }) {
  const update = useUpdateLandedCostRates();
  const form = useForm<LandedCostRatesInput>({
    resolver: zodResolver(LandedCostRatesInputSchema),
    defaultValues: current
      ? {
          exchangeRateJmd: current.exchangeRateJmd,
          autoDutyPercent: current.autoDutyPercent,
          phoneDutyPercent: current.phoneDutyPercent,
          gctPercent: current.gctPercent,
          deMinimisUsd: current.deMinimisUsd,
          freightPerLbUsd: current.freightPerLbUsd,
          effectiveFrom: today(),
        }
      : { effectiveFrom: today() },
  });
  const { errors } = form.formState;
  const number = (name: Exclude<(typeof FIELDS)[number], 'effectiveFrom'>) => form.register(name, { valueAsNumber: true });

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Rates updated' });
        onDone();
      },
      onError: (error) => {
        applyServerIssues(error, form.setError, FIELDS);
        toastActionError(error, 'Failed to update rates');
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Landed-cost rates">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Exchange rate (J$ per US$1)" error={errors.exchangeRateJmd?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" className="tabular" {...number('exchangeRateJmd')} />
        </FormField>
        <FormField label="De minimis value (US$)" hint="Duty and GCT apply above this value." error={errors.deMinimisUsd?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" className="tabular" {...number('deMinimisUsd')} />
        </FormField>
        <FormField label="Auto parts duty (%)" error={errors.autoDutyPercent?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" max="100" className="tabular" {...number('autoDutyPercent')} />
        </FormField>
        <FormField label="Phone parts duty (%)" error={errors.phoneDutyPercent?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" max="100" className="tabular" {...number('phoneDutyPercent')} />
        </FormField>
        <FormField label="GCT (%)" hint="Charged on value plus duty." error={errors.gctPercent?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" max="100" className="tabular" {...number('gctPercent')} />
        </FormField>
        <FormField
          label="Air freight per lb (US$)"
          hint="Miami to Kingston: the catalogue's delivered estimates use it."
          error={errors.freightPerLbUsd?.message}
        >
          <Input type="number" inputMode="decimal" step="0.01" min="0" className="tabular" {...number('freightPerLbUsd')} />
        </FormField>
        <FormField label="Effective from" error={errors.effectiveFrom?.message}>
          <Input type="date" {...form.register('effectiveFrom')} />
        </FormField>
      </div>
      <DialogFormActions pending={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save rates'}
      </DialogFormActions>
    </form>
  );
}
