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
  });
  return {
    service,
    async register(app) {
      app.decorate('adminSetup', { open: () => service.openAdminSetup() });
      // Expired sessions are refused at lookup; this only keeps the table small. Started by listen(), so
      // tests that use inject() run no timers.
      let sweepTimer: NodeJS.Timeout | undefined;
      app.addHook('onListen', async () => {
        const sweep = () => service.sweepExpiredSessions().catch((err: unknown) => app.log.error({ err }, 'session sweep failed'));
        void sweep();
        sweepTimer = setInterval(sweep, 60 * 60 * 1000);
        sweepTimer.unref();
      });
      app.addHook('onClose', async () => clearInterval(sweepTimer));
      await app.register(authRoutes, { auth: service, limits: config.limits, secureCookies: config.deployed });
    },
  };
}
