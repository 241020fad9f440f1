import { seedDemoData } from '../demo-seed';
import { growCatalogue } from '../db/seed/catalogue';
import { withMigratedDatabase } from './with-database';

const USAGE = 'Usage: npm run seed [-- --parts <count>]   (default: the demo data, 5,000 parts)';

/**
 * Migrates, writes the demo data once, and with --parts N grows the generated catalogue to N parts
 * (deterministic: the same N gives the same catalogue). Works on PGlite (DATA_DIR) and DATABASE_URL.
 */
async function main(args: string[]): Promise<number> {
  let count: number | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--parts' && /^\d{1,7}$/.test(args[i + 1] ?? '')) count = Number(args[++i]);
    else {
      console.error(USAGE);
      return 2;
    }
  }
  return withMigratedDatabase(async (db) => {
    const started = Date.now();
    const steps = await seedDemoData(db);
    if (steps.length > 0) console.log(`Seeded ${steps.join(', ')}.`);
    if (count !== undefined) {
      let last = 0;
      const written = await growCatalogue(db, {
        parts: count,
        onProgress: (done, total) => {
          if (done - last >= 10_000 || done === total) {
            last = done;
            console.log(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} parts`);
          }
        },
      });
      console.log(written > 0 ? `Wrote ${written.toLocaleString('en-US')} parts.` : `The catalogue already has ${count.toLocaleString('en-US')} parts or more.`);
    }
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  });
}

process.exitCode = await main(process.argv.slice(2));
