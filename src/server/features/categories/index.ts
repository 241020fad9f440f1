import type { Feature, FeatureDeps } from '../../feature';
import { categoryRoutes } from './routes';

export function categoriesFeature(deps: FeatureDeps): Feature {
  return {
    async register(app) {
      await app.register(categoryRoutes, { db: deps.db });
    },
  };
}
