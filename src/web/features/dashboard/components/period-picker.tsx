import { useState, type FormEvent } from 'react';
import { DASHBOARD_PERIOD_LABELS, DASHBOARD_PERIODS, DashboardQuerySchema, type DashboardPeriod } from '@shared/schemas/dashboard';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import type { DashboardChoice } from './dashboard-query';

type RangeErrors = { from?: string; to?: string };

/** A custom range's problems by field, in the route's own words (the same schema checks the request). */
function rangeErrors(from: string, to: string): RangeErrors {
  const parsed = DashboardQuerySchema.safeParse({ period: 'custom', from: from || undefined, to: to || undefined });
  if (parsed.success) return {};
  const errors: RangeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The five periods as toggle buttons; "Custom range" opens two dates and Apply. A period is chosen at once;
 * a custom range only on Apply, after the same checks the server makes. `serverErrors` are the API's
 * answer to a range in the address that it refused (a link typed by hand, an old bookmark).
 */
export function PeriodPicker({
  choice,
  shownRange,
  serverErrors,
  onChoose,
}: {
  choice: DashboardChoice;
  /** The range on screen, to start a custom range from. */
  shownRange: { from: string; to: string } | undefined;
  serverErrors: RangeErrors;
  onChoose: (choice: DashboardChoice) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [dates, setDates] = useState({ from: choice.from, to: choice.to });
  const [checked, setChecked] = useState<RangeErrors | null>(null);
  const showCustom = editing || choice.period === 'custom';
  // Typed dates that differ from the address's are the staff's own: their checks, not the server's, apply.
  const typed = dates.from !== choice.from || dates.to !== choice.to;
  const errors = checked ?? (typed ? {} : serverErrors);

  const choose = (period: DashboardPeriod) => {
    if (period === 'custom') {
      setEditing(true);
      if (!dates.from && !dates.to && shownRange) setDates(shownRange);
      return;
    }
    setEditing(false);
    setChecked(null);
    onChoose({ period, from: '', to: '' });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeErrors(dates.from, dates.to);
    if (found.from || found.to) {
      setChecked(found);
      const form = event.currentTarget as HTMLFormElement;
      form.querySelector<HTMLInputElement>(found.from ? 'input[name="from"]' : 'input[name="to"]')?.focus();
      return;
    }
    setChecked(null);
    onChoose({ period: 'custom', ...dates });
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {DASHBOARD_PERIODS.map((period) => {
          const pressed = period === 'custom' ? showCustom : !showCustom && choice.period === period;
          return (
            <Button key={period} type="button" size="sm" variant={pressed ? 'default' : 'outline'} aria-pressed={pressed} onClick={() => choose(period)}>
              {DASHBOARD_PERIOD_LABELS[period]}
            </Button>
          );
        })}
      </div>
      {showCustom ? (
        <form aria-label="Custom range" noValidate onSubmit={apply} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField label="From" error={errors.from} className="sm:w-48">
            <Input
              type="date"
              name="from"
              value={dates.from}
              max={dates.to || undefined}
              onChange={(e) => {
                setChecked(null);
                setDates((d) => ({ ...d, from: e.target.value }));
              }}
            />
          </FormField>
          <FormField label="To" error={errors.to} className="sm:w-48">
            <Input
              type="date"
              name="to"
              value={dates.to}
              min={dates.from || undefined}
              onChange={(e) => {
                setChecked(null);
                setDates((d) => ({ ...d, to: e.target.value }));
              }}
            />
          </FormField>
          <Button type="submit" className="sm:mt-7">
            Apply
          </Button>
        </form>
      ) : null}
    </div>
  );
}
