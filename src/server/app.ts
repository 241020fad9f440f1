import crypto from 'node:crypto';
import fs from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { vacuumAnalyze } from './db/maintenance';
import type { Feature, FeatureDeps } from './feature';
import { AppError } from './lib/errors';
import { createMailer, type Mailer } from './lib/mail/mailer';
import type { PasswordHasher } from './lib/passwords';
import type { OcrReader } from './lib/ocr/tesseract';
import { openObjectStore, type ObjectStore } from './lib/storage/object-store';
import { createJobQueue, type JobQueue } from './lib/jobs/queue';
import { createPgCounterStore, fastifyRateLimitStore } from './lib/rate-limit-store';
import { registerSessions, staffOnlyScope } from './plugins/auth';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler';
import { registerCachePolicy } from './plugins/cache-policy';
import { registerOriginCheck } from './plugins/origin-check';
import { logSerializers, registerRequestLogScope, requestScopedLog } from './plugins/request-log';
import { registerCompression } from './plugins/compression';
import { registerApiDocs, registerOpenApi } from './plugins/openapi';
import { inlineScriptHashes, registerImages, registerWebApp } from './plugins/static-web';
import { authFeature } from './features/auth';
import { catalogueFeature } from './features/catalogue';
import type { IndexKeeper } from './features/catalogue/search-index/index-keeper';
import type { SearchCacheStats } from './features/catalogue/search-cache';
import { categoriesFeature } from './features/categories';
import { contactFeature } from './features/contact';
import { dashboardFeature } from './features/dashboard';
import { garageFeature } from './features/garage';
import { healthFeature } from './features/health';
import { imagesFeature } from './features/images';
import { jobsFeature } from './features/jobs';
import type { ImageService, WebImageFetchOptions } from './features/images/service';
import type { CardPaymentService } from './features/orders/card-payments';
import { ordersFeature } from './features/orders';
import type { OrderService } from './features/orders/service';
import { messagingFeature } from './features/messaging';
import { createMessagingService, type MessagingService } from './modules/messaging/service';
import { createSmsClient } from './lib/messaging/sms';
import { createWhatsappClient } from './lib/messaging/whatsapp';
import { outboxFeature } from './features/outbox';
import { ACCESS_COOKIE, partRequestsFeature } from './features/part-requests';
import { paymentsFeature } from './features/payments';
import { seoFeature } from './features/seo';
import { shopFeature } from './features/shop';
import { storeFeature } from './features/store';
import { suppliersFeature } from './features/suppliers';
import { createStripeGateway } from './lib/payments/stripe';
import { projectPath } from './project-paths';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Defaults to one built from config.smtpUrl. */
  mailer?: Mailer;
  /** Defaults to production scrypt cost; tests pass a cheaper cost of the same algorithm. */
  hasher?: PasswordHasher;
  /** Pino options (a stream may be given), or false for silence. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to tesseract.js with its bundled English model (docs/choices.md #20). */
  ocr?: OcrReader;
  /**
   * How web-image downloads resolve names. Tests only: a resolver and trustedHosts let a local server play
   * a public image host (refused unless NODE_ENV=test); the address rules themselves never change.
   */
  webImageFetch?: WebImageFetchOptions;
  /** Defaults to the store the config chooses (the disk, or the S3 bucket). */
  storage?: ObjectStore;
  /** Told of every route as it is registered (tests compare them with the API reference). */
  onRoute?: (route: RouteOptions) => void;
};

const { version } = JSON.parse(fs.readFileSync(projectPath('package.json'), 'utf8')) as {
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
    // A supplier is addressed by its URL-encoded name (docs/product.md §7): 120 characters can take 12 bytes each
    // once percent-encoded, well past the router's default cap of 100.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: answerFrameworkError,
  });
  // The API speaks JSON (and, for uploads, multipart): plain text gets a clear 415, not a confusing 400.
  app.removeContentTypeParser('text/plain');
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Services log through this, so a line they write while handling a request carries its id.
  const log = requestScopedLog(app.log);
  const mailer = deps.mailer ?? createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const storage = deps.storage ?? (await openObjectStore(config));
  const jobs = createJobQueue({ database, log: app.log });
  mailer.useQueue(jobs);
  // With several servers on one PostgreSQL the limits must be counted in it, or each server would allow
  // its own share (docs/decisions/014-shared-limits.md); the embedded database has one process.
  const counters = database.kind === 'postgres' ? createPgCounterStore(database.db) : undefined;
  if (counters) {
    jobs.define({ name: 'rate-limits-sweep', label: 'Forget attempt counts whose window ended', policy: 'singleton', every: '41 * * * *', retryLimit: 0, handler: async () => void (await counters.sweep()) });
  }
  // PGlite runs no autovacuum: without a vacuum its tables keep every old row version (the milestone
  // triggers of decision 020 add some) and its planner's statistics go stale. Once a night, at 03:15 in
  // Kingston when the shop is shut; PostgreSQL's own autovacuum does this there.
  if (database.kind === 'pglite') {
    jobs.define({ name: 'db-vacuum', label: 'Tidy the embedded database (vacuum and analyse)', policy: 'singleton', every: '15 8 * * *', retryLimit: 0, handler: () => vacuumAnalyze(database.db) });
  }
  // WhatsApp and SMS updates (decision 016): made here, like the mailer, for every feature to send through.
  const messaging = createMessagingService({
    db: database.db,
    jobs,
    whatsapp: config.whatsapp ? createWhatsappClient(config.whatsapp) : undefined,
    sms: config.sms ? createSmsClient(config.sms) : undefined,
    publicUrl,
    log,
    reach: config.messagingReach,
    counters,
  });
  const base: FeatureDeps = { config, database, db: database.db, mailer, messaging, jobs, counters, storage, log, publicUrl };
  const stripe = config.stripe ? createStripeGateway(config.stripe) : undefined;
  const auth = authFeature(base, { hasher: deps.hasher });
  const health = healthFeature(base, { version });
  // Each feature makes its services now and registers its routes below, public ones in this order and its
  // staff ones inside the admin scope.
  const images = imagesFeature(base, { ocr: deps.ocr, webImageFetch: deps.webImageFetch });
  const features: Feature[] = [
    health,
    storeFeature(base, { firstAccountBecomesAdmin: auth.service.firstAccountBecomesAdmin }),
    auth,
    categoriesFeature(base),
    // A price list's photo links are fetched into the gallery (features/catalogue/import/photos.ts).
    catalogueFeature(base, { fetchWebPhoto: images.photoFromWeb }),
    garageFeature(base),
    shopFeature(base),
    ordersFeature(base, { stripe }),
    images,
    partRequestsFeature(base),
    paymentsFeature(base, { stripe }),
    contactFeature(base),
    messagingFeature(base),
    outboxFeature(base),
    jobsFeature(base),
    suppliersFeature(base),
    dashboardFeature(base),
    seoFeature(base),
  ];
  app.decorate('mailer', mailer);
  app.decorate('jobs', jobs);
  // Every feature has defined its jobs by now. Working them is started by server.ts (role all or worker).
  // Without its database the queue starts at its first use instead; the health check says the database is down.
  await jobs.start().catch((err: unknown) => app.log.error({ err }, 'the job queue could not start; it will try again when used'));
  app.addHook('onClose', async () => jobs.stop());

  registerRequestLogScope(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerCachePolicy(app);
  // Before every route and @fastify/static, so all of them answer compressed.
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Web image search results show Google's own thumbnails (encrypted-tbn*.gstatic.com), only when
        // the shop has configured it (docs/choices.md #21: otherwise no other host is ever asked for anything).
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
    store: counters ? fastifyRateLimitStore(counters) : undefined,
    errorResponseBuilder: () => new AppError('rate_limited', 'Too many attempts. Please wait a few minutes and try again.'),
  });
  registerOriginCheck(app, config.publicUrl);
  registerSessions(app, auth.service.lookupSession, { secure: config.deployed });

  if (config.role === 'worker') {
    // A worker answers the health check (its load balancer and supervisor ask) and nothing else.
    await health.register?.(app);
    return app;
  }
  // Before any route, so the API reference sees them all (docs/decisions/018-openapi-reference.md).
  await registerOpenApi(app, { version, manageLinkCookie: ACCESS_COOKIE });
  await registerApiDocs(app, { staffOnly: config.deployed });
  await registerImages(app);
  for (const feature of features) await feature.register?.(app);
  // Every /api/admin/* route is registered inside this scope, behind the one server-side gate, which
  // also marks them staff-only for the API reference.
  await app.register(async (admin) => {
    staffOnlyScope(admin);
    for (const feature of features) await feature.registerAdmin?.(admin);
  });

  if (config.webDir && fs.existsSync(`${config.webDir}/index.html`)) {
    await registerWebApp(app, config.webDir, {
      pageChecks: Object.assign({}, ...features.map((f) => f.pages ?? {})),
      publicUrl: config.publicUrl,
    });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** The job queue; tests drain it to run what a worker would. */
    jobs: JobQueue;
    /**
     * The one-time code that makes a deployed store's first admin: open() issues it (null when there is
     * an admin already, or on a local install); server.ts prints it at start, tests read it here.
     */
    adminSetup: { open(): Promise<string | null> };
    /** Card payments; tests call payments.expireUnpaid(now) with their own clock. */
    payments: CardPaymentService;
    /** WhatsApp and SMS updates (decision 016); features call send() once it is wired to their events. */
    messaging: MessagingService;
    /** Shop orders; tests call orders.expireUnconfirmed(now) with their own clock. */
    orders: OrderService;
    /** The image gallery; tests await images.ocrIdle() after an upload. */
    images: ImageService;
    /** How this server's catalogue search cache is doing; the catalogue benchmark prints its hit rate. */
    catalogueSearchCache: { stats(): SearchCacheStats };
    /** This server's memory index of the catalogue, when CATALOGUE_INDEX=memory: tests wait for its build. */
    catalogueIndex: IndexKeeper | undefined;
  }
}
