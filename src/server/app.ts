import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { AppError } from './lib/errors';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords';
import { createOcrReader, type OcrReader } from './lib/ocr/tesseract';
import { createFileStore } from './lib/storage/uploads';
import { createGoogleImageSearch } from './lib/web-image-search';
import { registerSessions, requireAdmin } from './plugins/auth';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler';
import { registerCachePolicy } from './plugins/cache-policy';
import { registerOriginCheck } from './plugins/origin-check';
import { logSerializers, registerRequestLogScope, requestScopedLog } from './plugins/request-log';
import { IMAGES_DIR, inlineScriptHashes, registerImages, registerWebApp } from './plugins/static-web';
import { authRoutes } from './features/auth/routes';
import { createAuthService } from './features/auth/service';
import { catalogueRoutes } from './features/catalogue/routes';
import { contactAdminRoutes } from './features/contact/admin-routes';
import { contactRoutes } from './features/contact/routes';
import { createContactService } from './features/contact/service';
import { createCatalogueService } from './features/catalogue/service';
import { categoryRoutes } from './features/categories/routes';
import { garageRoutes } from './features/garage/routes';
import { orderAdminRoutes } from './features/orders/admin-routes';
import { createCardPaymentService, type CardPaymentService } from './features/orders/card-payments';
import { paymentRoutes } from './features/orders/payment-routes';
import { orderRoutes } from './features/orders/routes';
import { createOrderService, type OrderService } from './features/orders/service';
import { createStripeGateway } from './lib/payments/stripe';
import { shopAdminRoutes } from './features/shop/admin-routes';
import { createShopAdminService } from './features/shop/admin-service';
import { shopRoutes } from './features/shop/routes';
import { createGarageService } from './features/garage/service';
import { healthRoutes } from './features/health/routes';
import { imageAdminRoutes, registerGalleryFiles } from './features/images/routes';
import { createImageService, type ImageService, type WebImageFetchOptions } from './features/images/service';
import { outboxAdminRoutes } from './features/outbox/routes';
import { partRequestAdminRoutes } from './features/part-requests/admin-routes';
import { partRequestRoutes } from './features/part-requests/routes';
import { requestPaymentAdminRoutes, requestPaymentRoutes } from './features/part-requests/payment-routes';
import { createRequestPaymentService } from './features/part-requests/payment-service';
import { paymentAdminRoutes } from './features/payments/admin-routes';
import { receiptRoutes } from './features/payments/routes';
import { createPaymentAdminService } from './features/payments/service';
import { createWipayClient } from './lib/payments/wipay';
import { createCustomerRequestService } from './features/part-requests/customer-service';
import { createRatesService } from './features/part-requests/rates-service';
import { createStaffRequestService } from './features/part-requests/staff-service';
import { seoRoutes } from './features/seo/routes';
import { createSitemapService } from './features/seo/service';
import { storeRoutes } from './features/store/routes';
import { supplierRoutes } from './features/suppliers/routes';
import { createSupplierService } from './features/suppliers/service';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Defaults to one built from config.smtpUrl. */
  mailer?: Mailer;
  /** Defaults to production scrypt cost; tests pass a cheaper cost of the same algorithm. */
  hasher?: PasswordHasher;
  /** Pino options (a stream may be given), or false for silence. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to tesseract.js with its bundled English model (DECISIONS 20). */
  ocr?: OcrReader;
  /**
   * How web-image downloads resolve names. Tests only: a resolver and trustedHosts let a local server play
   * a public image host (refused unless NODE_ENV=test); the address rules themselves never change.
   */
  webImageFetch?: WebImageFetchOptions;
};

const { version } = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Every logger the app is built with writes requests through logSerializers (query values redacted). */
function withLogSerializers(logger: NonNullable<AppDeps['logger']>): AppDeps['logger'] {
  if (typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logSerializers, ...logger.serializers } };
}

function trustHops(n: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < n;
}

/** Builds the whole server; main.ts and the tests build it the same way. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: withLogSerializers(deps.logger ?? { level: config.logLevel }),
    // Every log line of a request carries its id; a caller's own X-Request-Id is kept if it looks sane.
    // Decided here, before the request's logger is made: changing request.id later leaves the logger
    // writing the caller's raw value while the answer names another.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    // A number of proxies is given as the function Fastify makes of it (its types omit the number form):
    // the first `n` hops from our socket are proxies, the next address is the client's.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A supplier is addressed by its URL-encoded name (SPEC §7): 120 characters can take 12 bytes each
    // once percent-encoded, well past the router's default cap of 100.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: answerFrameworkError,
  });
  // The API speaks JSON (and, for uploads, multipart): plain text gets a clear 415, not a confusing 400.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Services log through this, so a line they write while handling a request carries its id.
  const log = requestScopedLog(app.log);
  const mailer = deps.mailer ?? createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const hasher = deps.hasher ?? createPasswordHasher();
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const auth = createAuthService({
    db: database.db,
    hasher,
    mailer,
    sessionTtlMs: config.sessionTtlMs,
    sessionMaxMs: config.sessionMaxMs,
    deployed: config.deployed,
    limits: config.limits,
    publicUrl,
    storeName: config.store.name,
  });
  const requestDeps = {
    db: database.db,
    mailer,
    photos: createFileStore(path.join(config.uploadsDir, 'part-requests')),
    publicUrl,
    store: config.store,
    log,
    cards: { wipay: config.wipay !== undefined, stripe: false },
  };
  const customerRequests = createCustomerRequestService(requestDeps);
  const staffRequests = createStaffRequestService(requestDeps);
  const rates = createRatesService({ db: database.db });
  const requestPayments = createRequestPaymentService({
    db: database.db,
    mailer,
    slips: createFileStore(path.join(config.uploadsDir, 'payment-slips')),
    publicUrl,
    store: config.store,
    wipay: config.wipay ? createWipayClient(config.wipay) : undefined,
    log,
  });
  const stripe = config.stripe ? createStripeGateway(config.stripe) : undefined;
  const ledger = createPaymentAdminService({
    db: database.db,
    mailer,
    slips: createFileStore(path.join(config.uploadsDir, 'payment-slips')),
    publicUrl,
    store: config.store,
    log,
    stripe,
  });
  const orders = createOrderService({ db: database.db, mailer, publicUrl, store: config.store, log, stripe: stripe !== undefined });
  const payments = createCardPaymentService({
    db: database.db,
    orders,
    gateway: stripe,
    publicUrl,
    storeEmail: config.store.email,
    log,
  });
  if (deps.webImageFetch?.trustedHosts?.size && config.env !== 'test') {
    throw new Error('webImageFetch.trustedHosts is for tests only (NODE_ENV=test)');
  }
  const galleryDir = path.join(config.uploadsDir, 'gallery');
  const images = createImageService({
    db: database.db,
    galleryDir,
    illustrationsDir: IMAGES_DIR,
    ocr: deps.ocr ?? createOcrReader({ cachePath: path.join(config.dataDir, 'ocr-cache') }),
    webSearch: config.webImageSearch ? createGoogleImageSearch(config.webImageSearch) : undefined,
    fetch: deps.webImageFetch,
    log,
  });
  app.decorate('mailer', mailer);
  app.decorate('adminSetup', { open: () => auth.openAdminSetup() });
  app.decorate('payments', payments);
  app.decorate('orders', orders);
  app.decorate('images', images);
  // Images left waiting for OCR by a previous run are read again; like the sweeps, only when listening.
  app.addHook('onListen', async () => {
    images.resumeOcr().catch((err: unknown) => app.log.error({ err }, 'could not resume OCR'));
  });
  app.addHook('onClose', async () => images.close());

  // Expired sessions are refused at lookup; this only keeps the table small. Started by listen(), so
  // tests that use inject() run no timers.
  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    const sweep = () => auth.sweepExpiredSessions().catch((err: unknown) => app.log.error({ err }, 'session sweep failed'));
    void sweep();
    sweepTimer = setInterval(sweep, 60 * 60 * 1000);
    sweepTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweepTimer));

  // Card orders unpaid after their 30 minutes give their stock back (DECISIONS 8), and so do pay-later
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

  registerRequestLogScope(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerCachePolicy(app);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Web image search results show Google's own thumbnails (encrypted-tbn*.gstatic.com), only when
        // the shop has configured it (DECISIONS 21: otherwise no other host is ever asked for anything).
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.webImageSearch ? ['https://*.gstatic.com'] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.deployed ? [] : null,
      },
    },
    hsts: config.deployed,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('rate_limited', 'Too many attempts. Please wait a few minutes and try again.'),
  });
  registerOriginCheck(app, config.publicUrl);
  registerSessions(app, auth.lookupSession, { secure: config.deployed });

  await app.register(healthRoutes, { database, mailer, version });
  await app.register(storeRoutes, { store: config.store, firstAccountBecomesAdmin: auth.firstAccountBecomesAdmin });
  await app.register(authRoutes, { auth, limits: config.limits, secureCookies: config.deployed });
  await app.register(categoryRoutes, { db: database.db });
  await app.register(catalogueRoutes, { service: createCatalogueService({ db: database.db }) });
  await app.register(garageRoutes, { service: createGarageService({ db: database.db }) });
  await app.register(shopRoutes, { db: database.db });
  await app.register(orderRoutes, { service: orders, limits: config.limits });
  await app.register(paymentRoutes, { payments, limits: config.limits });
  await registerImages(app);
  await registerGalleryFiles(app, galleryDir);
  await app.register(partRequestRoutes, { service: customerRequests, rates, limits: config.limits, secureCookies: config.deployed });
  await app.register(requestPaymentRoutes, { service: requestPayments, limits: config.limits });
  await app.register(receiptRoutes, { service: ledger });
  const contact = createContactService({ db: database.db, mailer, publicUrl, storeEmail: config.store.email, log });
  await app.register(contactRoutes, { service: contact, limits: config.limits });

  // Every /api/admin/* route is registered inside this scope, behind the one server-side gate.
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin);
    await admin.register(outboxAdminRoutes, { mailer });
    await admin.register(partRequestAdminRoutes, { service: staffRequests, rates });
    await admin.register(requestPaymentAdminRoutes, { service: requestPayments });
    await admin.register(paymentAdminRoutes, { service: ledger });
    await admin.register(orderAdminRoutes, { service: orders });
    await admin.register(contactAdminRoutes, { service: contact });
    // The gallery's calls (/api/images/*) are staff-only too, so they sit behind the same gate.
    await admin.register(imageAdminRoutes, { service: images });
    await admin.register(shopAdminRoutes, { service: createShopAdminService({ db: database.db, seller: config.store }) });
    // Supplier reads (/api/suppliers*) sit here too: supplier records are business-internal.
    await admin.register(supplierRoutes, { service: createSupplierService({ db: database.db }) });
  });

  await app.register(seoRoutes, { service: createSitemapService({ db: database.db }), publicUrl: config.publicUrl });
  if (config.webDir && fs.existsSync(`${config.webDir}/index.html`)) await registerWebApp(app, config.webDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /**
     * The one-time code that makes a deployed store's first admin: open() issues it (null when there is
     * an admin already, or on a local install); server.ts prints it at start, tests read it here.
     */
    adminSetup: { open(): Promise<string | null> };
    /** Card payments; tests call payments.expireUnpaid(now) with their own clock. */
    payments: CardPaymentService;
    /** Shop orders; tests call orders.expireUnconfirmed(now) with their own clock. */
    orders: OrderService;
    /** The image gallery; tests await images.ocrIdle() after an upload. */
    images: ImageService;
  }
}
