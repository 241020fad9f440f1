import fs from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import { demoPriceList } from '../db/seed/catalogue';
import { DEMO_PRICE_LIST_FILE } from '../demo-seed';

// Writes the demo price list from the generator (src/server/db/seed/catalogue.ts). The file is kept in the
// repository, as staff would keep a supplier's file; a test checks it is still what the generator writes.
fs.writeFileSync(DEMO_PRICE_LIST_FILE, stringify(demoPriceList()));
console.log(`Wrote ${DEMO_PRICE_LIST_FILE} (${(fs.statSync(DEMO_PRICE_LIST_FILE).size / 1024).toFixed(0)} KB).`);
