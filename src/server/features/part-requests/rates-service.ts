import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { centsOf } from '../../modules/money/cents';
import type { LandedCostRates, LandedCostRatesInput } from '../../../shared/schemas/landed-cost';
import * as repo from './repository';
import { ratesOut } from './views';

/** J$157.50 → 15750 cents; 20% → 2000 basis points (the table's integer units). */
const hundredths = (n: number) => Math.round(n * 100);

/** The landed-cost rates quotes are priced with: the ones in force (public) and staff setting new ones. */
export function createRatesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async currentRates(): Promise<LandedCostRates> {
      const row = await repo.currentRates(db);
      if (!row) throw new AppError('unavailable', 'Landed-cost rates have not been set yet.');
      return ratesOut(row);
    },

    /** A new record: quotes already sent keep pointing at the rates they were worked out with. */
    async updateRates(input: LandedCostRatesInput, user: SessionUser): Promise<LandedCostRates> {
      const row = await repo.insertRates(db, {
        exchangeRateJmdCents: hundredths(input.exchangeRateJmd),
        autoDutyBasisPoints: hundredths(input.autoDutyPercent),
        phoneDutyBasisPoints: hundredths(input.phoneDutyPercent),
        gctBasisPoints: hundredths(input.gctPercent),
        deMinimisCents: centsOf(input.deMinimisUsd),
        freightPerLbCents: centsOf(input.freightPerLbUsd),
        effectiveFrom: input.effectiveFrom,
        createdBy: user.id,
      });
      return ratesOut(row);
    },
  };
}

export type RatesService = ReturnType<typeof createRatesService>;
