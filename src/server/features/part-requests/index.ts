import type { Feature, FeatureDeps } from '../../feature';
import { createWipayClient } from '../../lib/payments/wipay';
import { createFileStore } from '../../lib/storage/uploads';
import { partRequestAdminRoutes } from './admin-routes';
import { createCustomerRequestService } from './customer-service';
import { requestPaymentAdminRoutes, requestPaymentRoutes } from './payment-routes';
import { createRequestPaymentService } from './payment-service';
import { createRatesService } from './rates-service';
import { partRequestRoutes } from './routes';

/** The manage link's cookie, named for the API reference (plugins/openapi.ts). */
export { ACCESS_COOKIE } from './routes';
import { createStaffRequestService } from './staff-service';

/** Part requests, their payments (WiPay when its keys are set, transfers, the counter) and the landed-cost rates. */
export function partRequestsFeature(deps: FeatureDeps): Feature {
  const { db, mailer, publicUrl, log, config } = deps;
  const requestDeps = {
    db,
    mailer,
    photos: createFileStore(deps.storage, 'part-requests'),
    publicUrl,
    store: config.store,
    log,
    cards: { wipay: config.wipay !== undefined, stripe: false },
    messaging: deps.messaging,
  };
  const customer = createCustomerRequestService({
    ...requestDeps,
    counters: deps.counters,
    lists: { perEmail: config.limits.requestListPerEmail, windowMs: config.limits.windowMs },
  });
  const staff = createStaffRequestService(requestDeps);
  const rates = createRatesService({ db });
  const payments = createRequestPaymentService({
    db,
    mailer,
    messaging: deps.messaging,
    slips: createFileStore(deps.storage, 'payment-slips'),
    publicUrl,
    store: config.store,
    wipay: config.wipay ? createWipayClient(config.wipay) : undefined,
    log,
  });
  deps.jobs.define({
    name: 'card-pages-expire',
    label: 'Free card payments left on WiPay\'s page',
    policy: 'singleton',
    every: '*/10 * * * *',
    retryLimit: 0,
    handler: async () => {
      const expired = await payments.expireAbandonedCards();
      if (expired.length > 0) log.info({ expired }, 'card payments left on WiPay\'s page were marked failed');
    },
  });
  return {
    async register(app) {
      await app.register(partRequestRoutes, { service: customer, rates, limits: config.limits, secureCookies: config.deployed });
      await app.register(requestPaymentRoutes, { service: payments, limits: config.limits });
    },
    async registerAdmin(admin) {
      await admin.register(partRequestAdminRoutes, { service: staff, rates });
      await admin.register(requestPaymentAdminRoutes, { service: payments });
    },
  };
}
