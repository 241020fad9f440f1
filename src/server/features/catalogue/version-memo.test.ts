import { describe, expect, it } from 'vitest';
import { createVersionMemo } from './version-memo';

describe('values kept for the newest catalogue version', () => {
  it('reads once per version and key, reads again at a newer version, and never keeps an older or unknown one', async () => {
    const memo = createVersionMemo();
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    expect(await memo(3, 'rates', read)).toBe(1);
    expect(await memo(3, 'rates', read)).toBe(1);
    expect(await memo(3, 'models', read)).toBe(2);
    expect(await memo(4, 'rates', read)).toBe(3);
    expect(await memo(3, 'rates', read)).toBe(4); // a late read of an older version
    expect(await memo(undefined, 'rates', read)).toBe(5);
    expect(await memo(4, 'rates', read)).toBe(3);
  });

  it('does not keep a failed read', async () => {
    const memo = createVersionMemo();
    await expect(memo(1, 'rates', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo(1, 'rates', () => Promise.resolve('up'))).toBe('up');
  });
});
