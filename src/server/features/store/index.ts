import type { Feature, FeatureDeps } from '../../feature';
import { storeRoutes } from './routes';

/** The store's identity for screens; whether the first account becomes admin is the auth feature's answer, which update channels are offered the messaging service's. */
export function storeFeature(deps: FeatureDeps, opts: { firstAccountBecomesAdmin: () => Promise<boolean> }): Feature {
  return {
    async register(app) {
      await app.register(storeRoutes, { store: deps.config.store, firstAccountBecomesAdmin: opts.firstAccountBecomesAdmin, updateChannels: deps.messaging.channels });
    },
  };
}
