import type { Db } from './db/client';
import { seedRuns } from './db/schema';
import { inTransaction } from './db/transaction';
import { ensureVehicles } from './db/seed/catalogue';
import { seedCategories } from './db/seed/categories';
import { seedShop, type ShopSeller } from './db/seed/shop';
import { seedSuppliers } from './db/seed/suppliers';
import { importDemoPriceList } from './features/catalogue/demo/demo-catalogue';
import { projectPath } from './project-paths';
import { DEMO_STORE } from '../shared/constants';

/** The demo catalogue as a supplier's price list, written from the generator by `npm run demo:price-list`. */
export const DEMO_PRICE_LIST_FILE = projectPath('src/server/assets/demo-price-list.csv');

type SeedStep = { name: string; run: (db: Db, store: ShopSeller) => Promise<void> };

/**
 * Demo data, in named steps. Each step runs once, in the same transaction as its marker row, so a
 * restart never seeds twice and a crash mid-step leaves nothing half-written. No user accounts: the
 * first person to sign up becomes the admin. It composes the data of src/server/db/seed with the
 * catalogue feature's import, which the demo catalogue comes in through (docs/catalogue-data.md).
 */
const STEPS: SeedStep[] = [
  { name: 'categories-v1', run: seedCategories },
  { name: 'vehicles-v1', run: async (db) => void (await ensureVehicles(db)) },
  { name: 'suppliers-v1', run: seedSuppliers },
  // v1-v3 wrote generated parts straight in; v4 imports them as a price list, on an empty catalogue only.
  { name: 'catalogue-v4', run: async (db) => void (await importDemoPriceList(db, DEMO_PRICE_LIST_FILE)) },
  { name: 'shop-v1', run: seedShop },
];

/** `store` names the shop as the seller of its own stock (the server passes its configured identity). */
export async function seedDemoData(db: Db, store: ShopSeller = DEMO_STORE): Promise<string[]> {
  const ran: string[] = [];
  for (const step of STEPS) {
    const didRun = await inTransaction(db, async (tx) => {
      const claimed = await tx.insert(seedRuns).values({ name: step.name }).onConflictDoNothing().returning();
      if (claimed.length === 0) return false;
      await step.run(tx, store);
      return true;
    });
    if (didRun) ran.push(step.name);
  }
  return ran;
}
