import type { Feature, FeatureDeps } from '../../feature';
import { catalogueRoutes } from './routes';
import { createCatalogueService } from './service';
import { createIndexKeeper } from './search-index/index-keeper';
import { catalogueStaffRoutes } from './staff/routes';
import { createCatalogueStaffService } from './staff/service';

export function catalogueFeature(deps: FeatureDeps): Feature {
  const index =
    deps.config.catalogueIndex === 'memory'
      ? createIndexKeeper({ db: deps.db, onError: (err) => deps.log.error({ err }, 'The catalogue index could not be built; the database answers searches') })
      : undefined;
  const service = createCatalogueService({ db: deps.db, cacheBytes: deps.config.catalogueCacheBytes, index });
  const staff = createCatalogueStaffService({ db: deps.db, catalogue: service });
  return {
    async register(app) {
      await app.register(catalogueRoutes, { service });
      app.decorate('catalogueSearchCache', { stats: service.searchCacheStats });
      app.decorate('catalogueIndex', index);
      if (index) {
        // Built once the server is up, in the background: the database answers searches until it is ready.
        app.addHook('onReady', async () => void index.build());
        app.addHook('onClose', () => index.close());
      }
    },
    async registerAdmin(scope) {
      await scope.register(catalogueStaffRoutes, { service: staff });
    },
    pages: { '/part/:id': ({ id }) => service.partExists(id ?? '') },
  };
}
