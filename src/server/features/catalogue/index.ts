import type { Feature, FeatureDeps } from '../../feature';
import { catalogueRoutes } from './routes';
import { createCatalogueService } from './service';

export function catalogueFeature(deps: FeatureDeps): Feature {
  const service = createCatalogueService({ db: deps.db });
  return {
    async register(app) {
      await app.register(catalogueRoutes, { service });
    },
    pages: { '/part/:id': ({ id }) => service.partExists(id ?? '') },
  };
}
