import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { projectPath } from '../project-paths';

// Creating an embedded database from nothing (PostgreSQL's initdb) is the most memory the store ever
// takes: PGlite runs a second PostgreSQL beside the first and copies its whole memory, 700-780 MB at the
// peak (bench/README.md, "memory"). The build does that once, in a process of its own, and keeps the
// empty database as a compressed file; a server starting on an empty DATA_DIR unpacks that file instead
// (decision 022). Without the file (`npm run dev`, the tests) the server creates the database itself.

const require = createRequire(import.meta.url);

/** The installed PGlite's version: an empty database is only used by the PGlite that made it. */
function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** Where the build keeps the empty database for the installed PGlite. */
export function emptyDatabaseFile(): string {
  return projectPath('dist', 'db', `empty-pglite-${pgliteVersion()}.tar.gz`);
}

/** The empty database to unpack into a new DATA_DIR, or undefined when the build has not made one. */
export function readEmptyDatabase(): Blob | undefined {
  const file = emptyDatabaseFile();
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** Creates the empty database (initdb, in memory) and writes it to `file`, replacing it whole or not at all. */
export async function makeEmptyDatabase(file = emptyDatabaseFile()): Promise<string> {
  // Only dumped, never queried: the least buffers (the server writes its own settings over these).
  const pg = await PGlite.create('memory://', { postgresqlconf: ['shared_buffers = 1MB'] });
  try {
    const archive = await pg.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
    fs.renameSync(partial, file);
    return file;
  } finally {
    await pg.close();
  }
}
