import type { Feature, FeatureDeps } from '../../feature';
import type { CardGateway } from '../../lib/payments/stripe';
import { orderAdminRoutes } from './admin-routes';
import { createCardPaymentService } from './card-payments';
import { paymentRoutes } from './payment-routes';
import { orderRoutes } from './routes';
import { createOrderService } from './service';

/** Shop orders and their card payments; `stripe` is the gateway when Stripe's keys are set. */
export function ordersFeature(deps: FeatureDeps, opts: { stripe: CardGateway | undefined }): Feature {
  const { db, log, publicUrl, config } = deps;
  const orders = createOrderService({
    db,
    mailer: deps.mailer,
    messaging: deps.messaging,
    publicUrl,
    store: config.store,
    log,
    stripe: opts.stripe !== undefined,
    unconfirmedUnitsPerAddress: config.limits.unconfirmedUnitsPerAddress,
    unconfirmedShareOfStock: config.limits.unconfirmedShareOfStock,
  });
  const payments = createCardPaymentService({ db, core: orders.core, placing: orders.customer, gateway: opts.stripe, publicUrl, storeEmail: config.store.email, log });
  // Card orders unpaid after their 30 minutes give their stock back (docs/choices.md #8), and so do pay-later
  // orders past their hold (orders.expireUnconfirmed: uncollected pickups, unconfirmed deliveries). Every
  // minute, on one server at a time (the queue's singleton policy); tests call both with their own clock.
  deps.jobs.define({
    name: 'orders-expire',
    label: 'Release stock of unpaid and uncollected orders',
    policy: 'singleton',
    every: '* * * * *',
    retryLimit: 0,
    handler: async () => {
      await payments.expireUnpaid();
      await orders.expireUnconfirmed();
    },
  });
  return {
    async register(app) {
      app.decorate('payments', payments);
      app.decorate('orders', orders);
      await app.register(orderRoutes, { service: orders.customer, limits: config.limits });
      await app.register(paymentRoutes, { payments, limits: config.limits });
    },
    async registerAdmin(admin) {
      await admin.register(orderAdminRoutes, { service: orders.staff });
    },
  };
}
