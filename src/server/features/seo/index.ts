import type { Feature, FeatureDeps } from '../../feature';
import { seoRoutes } from './routes';
import { createSitemapService } from './service';

export function seoFeature(deps: FeatureDeps): Feature {
  const service = createSitemapService({ db: deps.db });
  return {
    async register(app) {
      await app.register(seoRoutes, { service, publicUrl: deps.config.publicUrl });
    },
  };
}
