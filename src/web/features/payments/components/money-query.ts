import type { UseQueryResult } from '@tanstack/react-query';
import type { MoneyOverview } from '@shared/schemas/payments';

/** The one money overview every section of the page reads; each shows its own loading and error state. */
export type MoneyQuery = UseQueryResult<MoneyOverview>;
