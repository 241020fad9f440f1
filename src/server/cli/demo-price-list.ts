import fs from 'node:fs';
import { demoPriceList } from '../db/seed/catalogue';
import { DEMO_PRICE_LIST_FILE } from '../demo-seed';
import { writeCsv } from '../lib/csv';

// Writes the demo price list from the generator (src/server/db/seed/catalogue.ts). The file is kept in the
// repository, as staff would keep a supplier's file; a test checks it is still what the generator writes,
// cell for cell, so it is written without the formula guard (its cells are ours, not a customer's).
fs.writeFileSync(DEMO_PRICE_LIST_FILE, writeCsv(demoPriceList(), { guardFormulas: false }));
console.log(`Wrote ${DEMO_PRICE_LIST_FILE} (${(fs.statSync(DEMO_PRICE_LIST_FILE).size / 1024).toFixed(0)} KB).`);
