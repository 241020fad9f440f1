// The last step of `npm run build`: the empty embedded database a new DATA_DIR starts from
// (db/empty-database.ts, decision 022). Made once per installed PGlite; a build finding it there skips it.
// `node dist/node/make-empty-database.js <file>` makes one at <file> whether or not the build's is there
// (the memory benchmark measures the making that way).
import fs from 'node:fs';
import { emptyDatabaseFile, makeEmptyDatabase } from '../db/empty-database';

/** This process's peak resident memory in MB (Linux's VmHWM), or undefined elsewhere. */
function peakMb(): number | undefined {
  const status = fs.existsSync('/proc/self/status') ? fs.readFileSync('/proc/self/status', 'utf8') : '';
  const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : undefined;
}

const asked = process.argv[2];
const file = asked ?? emptyDatabaseFile();
if (!asked && fs.existsSync(file)) {
  console.log(`Empty database: ${file} is there.`);
} else {
  const started = Date.now();
  await makeEmptyDatabase(file);
  const peak = peakMb();
  console.log(`Empty database: made ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s${peak ? ` (peak memory ${peak} MB)` : ''}.`);
}
