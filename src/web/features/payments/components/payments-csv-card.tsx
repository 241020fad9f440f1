import { useState } from 'react';
import { Download, FileSpreadsheet } from 'lucide-react';
import { PaymentsCsvQuerySchema } from '@shared/schemas/payments';
import { Button, buttonVariants } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paymentsCsvUrl } from '../api/admin-payment-links';
import { defaultCsvRange } from './money-helpers';
import { SectionCard } from '@web/components/section-card';

type Range = { from: string; to: string };

/** The range's problems by field, in the route's own words (the same schema checks the download). */
function rangeErrors(range: Range): Partial<Record<keyof Range, string>> {
  const parsed = PaymentsCsvQuerySchema.safeParse(range);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof Range, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The ledger for a range of days, as a CSV file for the accountant. A plain link: the browser downloads
 * it with the session cookie, and nothing is held in memory here.
 */
export function PaymentsCsvCard() {
  const [range, setRange] = useState<Range>(() => defaultCsvRange());
  const errors = rangeErrors(range);
  const valid = !errors.from && !errors.to;

  return (
    <SectionCard
      id="payments-csv"
      title="CSV for the accountant"
      icon={FileSpreadsheet}
      description="Every payment and refund recorded between two days (Kingston time), both days included."
    >
      <div className="grid gap-4 min-[420px]:grid-cols-2 sm:max-w-lg">
        <FormField label="From" error={errors.from}>
          <Input type="date" value={range.from} max={range.to || undefined} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))} />
        </FormField>
        <FormField label="To" error={errors.to}>
          <Input type="date" value={range.to} min={range.from || undefined} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))} />
        </FormField>
      </div>
      <div>
        {valid ? (
          <a href={paymentsCsvUrl(range)} download className={buttonVariants()}>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        ) : (
          <Button disabled aria-describedby="payments-csv-why">
            <Download aria-hidden="true" />
            Download CSV
          </Button>
        )}
        {valid ? null : (
          <p id="payments-csv-why" className="mt-2 text-sm text-muted-foreground">
            Correct the dates above to download.
          </p>
        )}
      </div>
    </SectionCard>
  );
}
