import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { PRODUCTION_SCRYPT, createPasswordHasher } from './passwords';

// A cheap cost of the same algorithm: these tests are about behaviour, not strength.
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing (docs/choices.md #5)', () => {
  it('stores scrypt with its cost and a random salt, and verifies only the right password', async () => {
    const hasher = createPasswordHasher(CHEAP);
    const a = await hasher.hash('Blue-mountain-coffee-9');
    const b = await hasher.hash('Blue-mountain-coffee-9');
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify('Blue-mountain-coffee-9', a)).toBe(true);
    expect(await hasher.verify('Blue-mountain-coffee-8', a)).toBe(false);
    expect(await hasher.verify('Blue-mountain-coffee-9', 'plain-text-from-elsewhere')).toBe(false);
  });

  it('the production cost is memory-hard: at least 64 MiB per hash', () => {
    expect(128 * PRODUCTION_SCRYPT.N * PRODUCTION_SCRYPT.r).toBeGreaterThanOrEqual(64 * 1024 * 1024);
  });

  it('runs a few hashes at once and turns a flood away with "busy" instead of queueing it without end', async () => {
    const hasher = createPasswordHasher(CHEAP);
    // 2 run, 200 wait; the rest are refused at once.
    const results = await Promise.allSettled(Array.from({ length: 205 }, (_, i) => hasher.hash(`Password-${i}`)));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect(r.reason).toMatchObject({ type: 'unavailable', message: 'The server is busy. Please try again in a moment.' });
    }
    // Once the queue drains, hashing works again.
    expect(await hasher.verify('Password-0', (results[0] as PromiseFulfilledResult<string>).value)).toBe(true);
  });
});
