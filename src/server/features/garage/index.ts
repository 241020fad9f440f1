import type { Feature, FeatureDeps } from '../../feature';
import { garageRoutes } from './routes';
import { createGarageService } from './service';

export function garageFeature(deps: FeatureDeps): Feature {
  const service = createGarageService({ db: deps.db });
  return {
    async register(app) {
      await app.register(garageRoutes, { service });
    },
  };
}
