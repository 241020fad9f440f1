import { runCatalogueImportBench } from './catalogue-import';
import { runCatalogueSearchBench } from './catalogue-search';
import { runDashboardBench } from './dashboard';
import { runEndpointBench } from './endpoints';
import { runJobsThroughputBench } from './jobs-throughput';
import { runLighthouseBench } from './lighthouse';
import { runMemoryBench } from './memory';
import { runOrderReservationBench } from './order-reservations';

// npm run bench [-- endpoints|catalogue|catalogue-import|orders|jobs|dashboard|lighthouse|memory]: every benchmark in turn, or the one named. See bench/README.md.
const BENCHES: Record<string, () => Promise<void>> = {
  endpoints: runEndpointBench,
  catalogue: runCatalogueSearchBench,
  'catalogue-import': runCatalogueImportBench,
  orders: runOrderReservationBench,
  jobs: runJobsThroughputBench,
  dashboard: runDashboardBench,
  lighthouse: runLighthouseBench,
  memory: runMemoryBench,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !BENCHES[name]);
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}. Usage: npm run bench [-- ${Object.keys(BENCHES).join('|')}]`);
  process.exitCode = 2;
} else {
  for (const [name, run] of Object.entries(BENCHES)) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    if (wanted.length !== 1) console.log(`\n### ${name}\n`);
    await run();
  }
}
