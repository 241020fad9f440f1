import type { Feature, FeatureDeps } from '../../feature';
import { bankDetailsOf, currentPaymentSettings } from '../../modules/money/settings';
import { storeRoutes } from './routes';

/**
 * The store's identity for screens; whether the first account becomes admin is the auth feature's answer,
 * which update channels are offered the messaging service's, how paying works the money module's.
 */
export function storeFeature(deps: FeatureDeps, opts: { firstAccountBecomesAdmin: () => Promise<boolean> }): Feature {
  return {
    async register(app) {
      // Read from the payment settings in force on every call: a change staff save shows at once.
      const paying = async () => {
        const settings = await currentPaymentSettings(deps.db);
        return { depositPercent: settings.depositBasisPoints / 100, cardOnline: deps.config.wipay !== undefined, bankTransfer: bankDetailsOf(settings) !== null };
      };
      await app.register(storeRoutes, { store: deps.config.store, firstAccountBecomesAdmin: opts.firstAccountBecomesAdmin, updateChannels: deps.messaging.channels, paying });
    },
  };
}
