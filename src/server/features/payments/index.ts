import type { Feature, FeatureDeps } from '../../feature';
import type { CardGateway } from '../../lib/payments/stripe';
import { createFileStore } from '../../lib/storage/uploads';
import { paymentAdminRoutes } from './admin-routes';
import { receiptRoutes } from './routes';
import { createReceiptCopies } from '../../modules/money/receipt-copies';
import { createReceiptReader } from '../../modules/money/receipt-view';
import { createPaymentAdminService } from './service';

/** The payments ledger: receipts for their holders, and staff's view with refunds (through Stripe when it took the money). */
export function paymentsFeature(deps: FeatureDeps, opts: { stripe: CardGateway | undefined }): Feature {
  const { config } = deps;
  const ledger = createPaymentAdminService({
    db: deps.db,
    mailer: deps.mailer,
    messaging: deps.messaging,
    slips: createFileStore(deps.storage, 'payment-slips'),
    publicUrl: deps.publicUrl,
    store: config.store,
    log: deps.log,
    stripe: opts.stripe,
  });
  const receipts = createReceiptReader({ db: deps.db, store: config.store });
  const copies = createReceiptCopies({ db: deps.db, mailer: deps.mailer, publicUrl: deps.publicUrl, store: config.store, log: deps.log });
  return {
    async register(app) {
      await app.register(receiptRoutes, { receipts, copies, limits: config.limits });
    },
    async registerAdmin(admin) {
      await admin.register(paymentAdminRoutes, { service: ledger });
    },
  };
}
