import { request, type FullConfig } from '@playwright/test';
import { ADMIN, signUp } from './fixtures/accounts';

/**
 * The e2e server starts on an empty database, and the first account created becomes the admin
 * (docs/product.md §6). Create it before any story runs, and fail loudly if someone else got there first.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  const context = await request.newContext();
  try {
    const result = await signUp(context, baseURL, ADMIN);
    if (!result.isFirstUser || result.user.role !== 'admin') {
      throw new Error(`expected ${ADMIN.email} to be the first account and admin, got ${JSON.stringify(result)}`);
    }
  } finally {
    await context.dispose();
  }
}
