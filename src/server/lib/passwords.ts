import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { AppError } from './errors';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export type ScryptCost = { N: number; r: number; p: number };

/** OWASP's first scrypt setting: 128 MiB and about a third of a second per hash on this hardware. */
export const PRODUCTION_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 64;
/** A login flood must not starve the server: at most this many hashes run at once (docs/choices.md #5)… */
const MAX_CONCURRENT = 2;
/** …and past this many waiting, new sign-ins are told to come back rather than queueing forever. */
const MAX_WAITING = 200;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
  burn(password: string): Promise<void>;
};

export function createPasswordHasher(cost: ScryptCost = PRODUCTION_SCRYPT): PasswordHasher {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= MAX_CONCURRENT) {
      if (waiting.length >= MAX_WAITING) {
        throw new AppError('unavailable', 'The server is busy. Please try again in a moment.');
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  const derive = (password: string, salt: Buffer, c: ScryptCost) =>
    limited(() => scrypt(password, salt, KEY_LENGTH, { ...c, maxmem: 256 * c.N * c.r }));

  const dummySalt = crypto.randomBytes(16);

  return {
    async hash(password) {
      const salt = crypto.randomBytes(16);
      const key = await derive(password, salt, cost);
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, stored) {
      const [alg, n, r, p, salt, key] = stored.split('$');
      if (alg !== 'scrypt' || !salt || !key) return false;
      const expected = Buffer.from(key, 'base64');
      const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
      return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
    },
    async burn(password) {
      await derive(password, dummySalt, cost);
    },
  };
}
