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
  const orders = createOrderService({ db, mailer: deps.mailer, publicUrl, store: config.store, log, stripe: opts.stripe !== undefined });
  const payments = createCardPaymentService({ db, orders, gateway: opts.stripe, publicUrl, storeEmail: config.store.email, log });
  return {
    async register(app) {
      app.decorate('payments', payments);
      app.decorate('orders', orders);
      // Card orders unpaid after their 30 minutes give their stock back (docs/choices.md #8), and so do pay-later
      // orders past their hold (orders.expireUnconfirmed: uncollected pickups, unconfirmed deliveries).
      // Every minute, one sweep at a time; like the session sweep it runs only in a listening server, never
      // under inject().
      let expiryTimer: NodeJS.Timeout | undefined;
      let expiring: Promise<unknown> | undefined;
      app.addHook('onListen', async () => {
        expiryTimer = setInterval(() => {
          expiring ??= payments
            .expireUnpaid()
            .catch((err: unknown) => app.log.error({ err }, 'card order expiry sweep failed'))
            .then(() => orders.expireUnconfirmed())
            .catch((err: unknown) => app.log.error({ err }, 'pay-later order expiry sweep failed'))
            .finally(() => (expiring = undefined));
        }, 60 * 1000);
        expiryTimer.unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(expiryTimer);
        await expiring;
      });
      await app.register(orderRoutes, { service: orders, limits: config.limits });
      await app.register(paymentRoutes, { payments, limits: config.limits });
    },
    async registerAdmin(admin) {
      await admin.register(orderAdminRoutes, { service: orders });
    },
  };
}
