import type { Feature, FeatureDeps } from '../../feature';
import { catalogueRoutes } from './routes';
import { createCatalogueService } from './service';
import { createIndexKeeper } from './search-index/index-keeper';
import { createCatalogueExport } from './import/export-csv';
import { catalogueImportRoutes } from './import/routes';
import { createImportPhotos, PHOTOS_JOB, type FetchWebPhoto, type PhotosJobData } from './import/photos';
import { watchCustomerActivity, type CustomerActivity } from './import/customer-activity';
import { createCatalogueImportService, IMPORT_JOB } from './import/service';
import { catalogueStaffRoutes } from './staff/routes';
import { vehicleStaffRoutes } from './vehicles/routes';
import { createVehicleStaffService } from './vehicles/service';
import { createCatalogueStaffService } from './staff/service';

export function catalogueFeature(deps: FeatureDeps, opts: { fetchWebPhoto: FetchWebPhoto }): Feature {
  const index =
    deps.config.catalogueIndex === 'memory'
      ? createIndexKeeper({ db: deps.db, onError: (err) => deps.log.error({ err }, 'The catalogue index could not be built; the database answers searches') })
      : undefined;
  const service = createCatalogueService({ db: deps.db, cacheBytes: deps.config.catalogueCacheBytes, index });
  const staff = createCatalogueStaffService({ db: deps.db, catalogue: service });
  const imports = createCatalogueImportService({ db: deps.db, jobs: deps.jobs, embedded: deps.database.kind === 'pglite', customers: { busy: () => customers?.busy() ?? false }, changed: () => service.changed() });
  deps.jobs.define<Parameters<typeof imports.work>[0]>({
    name: IMPORT_JOB,
    label: 'Apply and undo price-list imports',
    handler: (data) => imports.work(data),
    // One job per import at a time: an undo sent while a cancelled apply finishes its batch waits for it.
    policy: 'singleton',
    retryLimit: 3,
    // A 100,000-row list takes minutes; a job still running after an hour is taken to have died with its server.
    expireInSeconds: 3600,
  });
  let customers: CustomerActivity | undefined;
  const photos = createImportPhotos({ db: deps.db, fetchWebPhoto: opts.fetchWebPhoto, changed: () => service.changed() });
  deps.jobs.define<PhotosJobData>({
    name: PHOTOS_JOB,
    label: 'Fetch the photo links of applied price lists',
    handler: (data) => photos(data),
    policy: 'singleton',
    retryLimit: 3,
    expireInSeconds: 3600,
  });
  return {
    async register(app) {
      customers = watchCustomerActivity(app);
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
      await scope.register(vehicleStaffRoutes, { service: createVehicleStaffService({ db: deps.db, catalogue: service }) });
      await scope.register(catalogueImportRoutes, { service: imports, exporter: createCatalogueExport({ db: deps.db }) });
    },
    pages: { '/part/:id': ({ id }) => service.partExists(id ?? '') },
  };
}
