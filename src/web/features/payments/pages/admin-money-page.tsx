import { RefreshCw } from 'lucide-react';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AdminBackLink } from '@web/components/admin-back-link';
import { useMoneyOverview } from '../api/admin-get-money';
import { FlaggedRefunds } from '../components/flagged-refunds';
import { OutstandingBalances } from '../components/outstanding-balances';
import { PaymentSettingsCard } from '../components/payment-settings-card';
import { PaymentsCsvCard } from '../components/payments-csv-card';
import { TodaysTakings } from '../components/todays-takings';
import { TransfersToConfirm } from '../components/transfers-to-confirm';

/**
 * /admin/money (docs/payments.md "Staff money view"): what needs a hand first (transfers to confirm, money
 * to give back), then today's takings, what is still owed, the accountant's CSV and the payment settings.
 */
export function AdminMoneyPage() {
  useDocumentTitle('Money');
  const money = useMoneyOverview();

  return (
    <PageContainer>
      <AdminBackLink />
      <PageHeading
        title="Money"
        description="Transfers to confirm, money to give back, today's takings and what customers still owe, all from the payments recorded."
      >
        <div>
          <Button variant="ghost" size="sm" onClick={() => void money.refetch()} disabled={money.isFetching}>
            <RefreshCw className={cn(money.isFetching && 'animate-spin')} aria-hidden="true" />
            {money.isFetching && !money.isPending ? 'Refreshing...' : 'Refresh'}
          </Button>
        </div>
      </PageHeading>

      <div className="flex flex-col gap-6">
        <TransfersToConfirm money={money} />
        <FlaggedRefunds money={money} />
        <TodaysTakings money={money} />
        <OutstandingBalances money={money} />
        <PaymentsCsvCard />
        <PaymentSettingsCard />
      </div>
    </PageContainer>
  );
}
