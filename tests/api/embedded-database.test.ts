import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE_DIR } from '../support/databases';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';

const run = promisify(execFile);
const opened: Database[] = [];
const dirs: string[] = [];

function copyOfTemplate(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-lock-'));
  fs.cpSync(path.join(PGLITE_TEMPLATE_DIR, 'db'), path.join(dataDir, 'db'), { recursive: true });
  dirs.push(dataDir);
  return dataDir;
}

afterEach(async () => {
  for (const d of opened.splice(0)) await d.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('refuses a second opener of the same data directory, in this process or another', async () => {
    const dataDir = copyOfTemplate();
    opened.push(await openDatabase({ dataDir }));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/is in use by another process \(pid \d+\)/);
    const err = (await run('npx', ['tsx', 'src/server/cli/admin.ts', 'promote', 'someone@example.com'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).catch((e: unknown) => e)) as { code: number; stderr: string };
    expect(err.code).toBe(1);
    expect(err.stderr).toMatch(/is in use by another process \(pid \d+\). Stop it first, or use another DATA_DIR./);
  });

  it('takes over a lock left by a process that has gone, and releases it on close', async () => {
    const dataDir = copyOfTemplate();
    fs.writeFileSync(path.join(dataDir, 'db.lock'), '2147483646');
    const database = await openDatabase({ dataDir });
    expect(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });
});

describe('the embedded database\'s shared buffers', () => {
  it('are 32 MB unless EMBEDDED_DB_BUFFERS_MB says otherwise, which the database then runs with', async () => {
    expect(loadConfig({}).embeddedBuffersMb).toBe(32);
    const dataDir = copyOfTemplate();
    const database = await openDatabase({ dataDir, embeddedBuffersMb: loadConfig({ EMBEDDED_DB_BUFFERS_MB: '48' }).embeddedBuffersMb });
    opened.push(database);
    expect((await database.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '48MB' }]);
    await database.close();
    opened.pop();
    const byDefault = await openDatabase({ dataDir });
    opened.push(byDefault);
    expect((await byDefault.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '32MB' }]);
  });

  it('refuses a size that is not a whole number of megabytes from 16 to 1024, with the variable named', () => {
    for (const [raw, message] of [
      ['lots', 'EMBEDDED_DB_BUFFERS_MB must be a number of megabytes'],
      ['64.5', 'EMBEDDED_DB_BUFFERS_MB must be a whole number of megabytes'],
      ['8', 'EMBEDDED_DB_BUFFERS_MB must be at least 16'],
      ['4096', 'EMBEDDED_DB_BUFFERS_MB must be at most 1024'],
    ]) {
      expect(() => loadConfig({ EMBEDDED_DB_BUFFERS_MB: raw! })).toThrow(`Configuration error: EMBEDDED_DB_BUFFERS_MB: ${message}`);
    }
  });
});

describe('a new embedded database', () => {
  /** The migrated test template as an archive: a database initdb alone could not have made. */
  async function migratedArchive(): Promise<Blob> {
    const pg = await PGlite.create(path.join(copyOfTemplate(), 'db'));
    try {
      return await pg.dumpDataDir('gzip');
    } finally {
      await pg.close();
    }
  }

  it('is unpacked from the empty database it is given, then opened as the store runs it', async () => {
    const emptyDatabase = await migratedArchive();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-new-'));
    dirs.push(dataDir);
    // A start stopped while unpacking left its half-made database beside the real one.
    fs.mkdirSync(path.join(dataDir, 'db.new'));
    fs.writeFileSync(path.join(dataDir, 'db.new', 'PG_VERSION'), '17\n');
    const database = await openDatabase({ dataDir, emptyDatabase });
    opened.push(database);
    expect(database.created).toBe('unpacked');
    const { rows } = await database.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect((rows[0] as { n: number }).n).toBeGreaterThan(20);
    expect(fs.existsSync(path.join(dataDir, 'db.new'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);

    await database.close();
    opened.pop();
    const again = await openDatabase({ dataDir, emptyDatabase });
    opened.push(again);
    expect(again.created).toBeUndefined();
  });

  it('refuses a db folder that holds files but no database, and leaves them as they are', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-new-'));
    dirs.push(dataDir);
    fs.mkdirSync(path.join(dataDir, 'db'));
    fs.writeFileSync(path.join(dataDir, 'db', 'notes.txt'), 'not a database');
    await expect(openDatabase({ dataDir, emptyDatabase: await migratedArchive() })).rejects.toThrow(
      /db holds files but no database \(no PG_VERSION\)\. Move it away, or use another DATA_DIR\./,
    );
    expect(fs.readFileSync(path.join(dataDir, 'db', 'notes.txt'), 'utf8')).toBe('not a database');
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });
});
