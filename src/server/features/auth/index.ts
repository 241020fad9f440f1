import type { Feature, FeatureDeps } from '../../feature';
import { createPasswordHasher, type PasswordHasher } from '../../lib/passwords';
import { authRoutes } from './routes';
import { createAuthService, type AuthService } from './service';

/** The auth feature hands its service to buildApp too: sessions and the store feature read through it. */
export type AuthFeature = Feature & { service: AuthService };

export function authFeature(deps: FeatureDeps, opts: { hasher?: PasswordHasher }): AuthFeature {
  const { config } = deps;
  const service = createAuthService({
    db: deps.db,
    hasher: opts.hasher ?? createPasswordHasher(),
    mailer: deps.mailer,
    sessionTtlMs: config.sessionTtlMs,
    sessionMaxMs: config.sessionMaxMs,
    deployed: config.deployed,
    limits: config.limits,
    publicUrl: deps.publicUrl,
    storeName: config.store.name,
    counters: deps.counters,
  });
  // Expired sessions are refused at lookup; this only keeps the table small. Once an hour, on one server.
  deps.jobs.define({ name: 'sessions-sweep', label: 'Clear expired sign-ins', policy: 'singleton', every: '17 * * * *', retryLimit: 0, handler: async () => void (await service.sweepExpiredSessions()) });
  return {
    service,
    async register(app) {
      app.decorate('adminSetup', { open: () => service.openAdminSetup() });
      await app.register(authRoutes, { auth: service, limits: config.limits, secureCookies: config.deployed });
    },
  };
}
