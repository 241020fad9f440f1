import { Scale } from 'lucide-react';
import type { Dashboard } from '@shared/schemas/dashboard';
import { formatMoney } from '@web/lib/format';
import { SectionEmpty } from '@web/components/section-card';
import { DashboardSection } from './dashboard-section';
import { FigureGrid } from './figure-grid';

const jmd = (amount: number) => formatMoney(amount, 'JMD');
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What customers owe and what waits for staff to confirm, now, whatever the period. */
export function MoneyOwedSection({ dashboard }: { dashboard: Dashboard }) {
  const { outstanding, awaitingConfirmation } = dashboard.money;
  const nothing = outstanding.count === 0 && awaitingConfirmation.count === 0;
  return (
    <DashboardSection
      id="money-owed"
      title="Money owed"
      icon={Scale}
      description="Right now, whatever the period: balances still owed on accepted quotes and orders, and transfers waiting for staff to confirm."
      more={{ to: '/admin/money', label: 'Open Money to confirm transfers and see each balance' }}
    >
      {nothing ? (
        <SectionEmpty title="Nothing is owed">Every accepted quote and order is paid up, and no transfer waits to be confirmed.</SectionEmpty>
      ) : (
        <FigureGrid
          label="Money owed"
          figures={[
            { label: 'Owed in all', value: jmd(outstanding.amount), detail: count(outstanding.count, 'request or order', 'requests and orders'), strong: true },
            { label: 'On part requests', value: jmd(outstanding.requests.amount), detail: count(outstanding.requests.count, 'request', 'requests') },
            { label: 'On shop orders', value: jmd(outstanding.orders.amount), detail: count(outstanding.orders.count, 'order', 'orders') },
            {
              label: 'Transfers to confirm',
              value: jmd(awaitingConfirmation.amount),
              detail: count(awaitingConfirmation.count, 'transfer waits', 'transfers wait'),
            },
          ]}
        />
      )}
    </DashboardSection>
  );
}
