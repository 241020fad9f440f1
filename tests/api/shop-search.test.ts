import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// The phone-parts shop searches word by word, in any order, forgiving typos in words of letters and
// never in model numbers (src/server/features/shop/product-search.ts). Before, the whole text had to
// appear as typed: "a14 screen" found nothing though the A14 screen was on the shelf.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

const names = async (search: string, extra = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/inventory?search=${encodeURIComponent(search)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { name: string }[]).map((p) => p.name);
};

describe('shop search', () => {
  it('finds "a14 screen": every word, in any order, on the name, brand, model, models it fits or category', async () => {
    const found = await names('a14 screen');
    expect(found).toContain('Samsung Galaxy A14 LCD Screen with Frame');
    expect(await names('screen a14')).toEqual(found);
    expect(await names('SAMSUNG  a14   screen')).toEqual(expect.arrayContaining(['Samsung Galaxy A14 LCD Screen with Frame']));
  });

  it('forgives a typo in a word of letters ("galxy a14 scren"), never in a model number (a15 is not a14)', async () => {
    const typed = await names('galxy a14 scren');
    expect(typed).toEqual(await names('galaxy a14 screen'));
    expect(typed).toContain('Samsung Galaxy A14 LCD Screen with Frame');
    expect(await names('a15 screen')).not.toContain('Samsung Galaxy A14 LCD Screen with Frame');
  });

  it('a word nowhere in the shop finds nothing, and the other filters still apply', async () => {
    expect(await names('zqxwv')).toEqual([]);
    expect(await names('a14 screen', '&inStock=false')).not.toContain('Samsung Galaxy A14 LCD Screen with Frame');
    expect(await names('a14', '&category=phone-batteries')).not.toContain('Samsung Galaxy A14 LCD Screen with Frame');
  });
});
