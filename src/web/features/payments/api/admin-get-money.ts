import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoneyOverview } from '@shared/schemas/payments';
import { paymentKeys } from './keys';

/**
 * `GET /api/admin/money`: balances outstanding, transfers to confirm, money flagged for refund and today's
 * takings, all worked out from the ledger on the server (docs/payments.md "Staff money view").
 */
export const moneyOverviewQueryOptions = () => queryOptions<MoneyOverview>({ queryKey: paymentKeys.money() });

export function useMoneyOverview() {
  return useQuery(moneyOverviewQueryOptions());
}
