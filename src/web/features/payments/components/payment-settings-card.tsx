import { Landmark } from 'lucide-react';
import { formatDateTime, formatDay } from '@web/lib/format';
import { usePaymentSettings } from '../api/admin-get-payment-settings';
import { SectionCard } from '@web/components/section-card';
import { SectionError, SectionSkeleton } from './money-section';
import { PaymentSettingsForm } from './payment-settings-form';
import { bankTransferOffered } from './payment-settings-values';

/** The store's deposit rule, bank account, TRN, GCT and duty wording, which quotes, receipts and the Pay panel use. */
export function PaymentSettingsCard() {
  const settings = usePaymentSettings();
  const current = settings.data;

  return (
    <SectionCard
      id="payment-settings"
      title="Payment settings"
      icon={Landmark}
      description="Used from the day they take effect by new quotes, the Pay panel, receipts and invoices. Saving keeps the old settings on record."
    >
      {settings.isPending ? (
        <SectionSkeleton label="Loading payment settings" rows={3} />
      ) : settings.isError ? (
        <SectionError
          what="the payment settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : current ? (
        <>
          <BankTransferNote offered={bankTransferOffered(current)} />
          <p className="text-sm text-muted-foreground">
            {current.id === null
              ? 'These are the starting settings: nothing has been saved yet.'
              : `In force from ${formatDay(current.effectiveFrom)}${current.updatedAt ? `, last changed ${formatDateTime(current.updatedAt)}` : ''}.`}
          </p>
          <PaymentSettingsForm current={current} />
        </>
      ) : null}
    </SectionCard>
  );
}

/** Says plainly whether customers can pay by transfer now, and what it takes. */
function BankTransferNote({ offered }: { offered: boolean }) {
  return offered ? (
    <p className="rounded-md border border-success p-3 text-sm">
      Customers are offered bank transfer to this account, with their request number as the reference.
    </p>
  ) : (
    <p className="rounded-md border border-warning-foreground/40 bg-warning p-3 text-sm text-warning-foreground">
      <span className="font-semibold">Bank transfer is not offered to customers yet.</span> It is offered once the bank
      name, account name and account number are all set below.
    </p>
  );
}

