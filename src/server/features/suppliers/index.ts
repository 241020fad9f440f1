import type { Feature, FeatureDeps } from '../../feature';
import { supplierRoutes } from './routes';
import { createSupplierService } from './service';

/** Every supplier route, the reads at /api/suppliers* too, is staff-only: supplier records are business-internal. */
export function suppliersFeature(deps: FeatureDeps): Feature {
  const service = createSupplierService({ db: deps.db });
  return {
    async registerAdmin(admin) {
      await admin.register(supplierRoutes, { service });
    },
  };
}
