import { request, type FullConfig } from '@playwright/test';
import { E2E_LANES, laneUrl } from '../support/e2e-lanes';
import { ADMIN, signUp } from './fixtures/accounts';

/**
 * Each lane's e2e server starts on an empty database, and the first account created becomes the admin
 * (docs/product.md §6). Create it on every lane before any story runs, and fail loudly if someone else
 * got there first.
 */
export default async function globalSetup(_config: FullConfig): Promise<void> {
  const context = await request.newContext();
  try {
    for (let lane = 0; lane < E2E_LANES; lane++) {
      const result = await signUp(context, laneUrl(lane), ADMIN);
      if (!result.isFirstUser || result.user.role !== 'admin') {
        throw new Error(`expected ${ADMIN.email} to be the first account and admin of lane ${lane}, got ${JSON.stringify(result)}`);
      }
    }
  } finally {
    await context.dispose();
  }
}
