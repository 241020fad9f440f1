import type { FastifyInstance } from 'fastify';
import { seedDemoData } from '../../src/server/demo-seed';
import { createTestApp, signUp, type TestApp } from './test-app';

export type Account = Awaited<ReturnType<typeof signUp>>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A fresh app with two accounts: the first signs up and so is the admin (docs/product.md §6), the second is a
 * customer. The demo catalogue and suppliers are seeded when a test file asks for them.
 */
export async function createAppWithAccounts(
  opts: { seed?: boolean; deps?: NonNullable<Parameters<typeof createTestApp>[0]>['deps'] } = {},
): Promise<{ t: TestApp; admin: Account; customer: Account }> {
  const t = await createTestApp({ deps: opts.deps });
  const admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
  const customer = await signUp(t.app);
  if (opts.seed) await seedDemoData(t.db.database.db);
  return { t, admin, customer };
}

/** A JSON request as the holder of `cookie` (signed out without one). */
export function requestAs(app: FastifyInstance, cookie: string | undefined, method: Method, url: string, payload?: unknown) {
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}
