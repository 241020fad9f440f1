import type { Feature, FeatureDeps } from '../../feature';
import { catalogueRoutes } from './routes';
import { createCatalogueService } from './service';

export function catalogueFeature(deps: FeatureDeps): Feature {
  const service = createCatalogueService({ db: deps.db, cacheBytes: deps.config.catalogueCacheBytes });
  return {
    async register(app) {
      await app.register(catalogueRoutes, { service });
      app.decorate('catalogueSearchCache', { stats: service.searchCacheStats });
    },
    pages: { '/part/:id': ({ id }) => service.partExists(id ?? '') },
  };
}
