import type { Db } from '../client';
import { seedRuns } from '../schema';
import { inTransaction } from '../transaction';
import { seedCatalogue } from './catalogue';
import { DEMO_STORE } from '../../../shared/constants';
import { seedCategories } from './categories';
import { seedShop, type ShopSeller } from './shop';
import { seedSuppliers } from './suppliers';

type SeedStep = { name: string; run: (db: Db, store: ShopSeller) => Promise<void> };

/**
 * Demo catalogue data, in named steps. Each step runs once, in the same transaction as its marker row,
 * so a restart never seeds twice and a crash mid-step leaves nothing half-written. No user accounts:
 * the first person to sign up becomes the admin.
 */
const STEPS: SeedStep[] = [
  { name: 'categories-v1', run: seedCategories },
  // v2 (issue 18): titles, fitment, brands and their product lines agree, and each part has its kind. A
  // database seeded by v1 has its generated parts written again in place; a new one is seeded once.
  // v3: a title's chassis code is of the generation its years were built in (an NZE141 part is for
  // 2006-2012 cars); a database seeded by an earlier step is written again in place the same way.
  { name: 'catalogue-v3', run: async (db) => void (await seedCatalogue(db, { rewrite: true })) },
  { name: 'shop-v1', run: seedShop },
  { name: 'suppliers-v1', run: seedSuppliers },
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
