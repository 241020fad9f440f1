import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE_DIR } from '../../../tests/support/databases';
import { openDatabase, type Database } from './client';

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
