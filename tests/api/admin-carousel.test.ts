import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_PLACEHOLDER_IMAGE } from '../../src/shared/schemas/admin-shop';
import { CarouselItemSchema, type CarouselItem } from '../../src/shared/schemas/shop';
import { createTestApp, signUp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let customer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  admin = await signUp(t.app); // the first account: admin
  customer = await signUp(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const staff = (method: Method, url: string, payload?: unknown) => as(admin.cookie, method, url, payload);

const banner = (over: Record<string, unknown> = {}) => ({
  title: 'Screens fitted while you wait',
  subtitle: 'Half Way Tree',
  description: 'Most Samsung and Tecno screens in 45 minutes.',
  imageUrl: '/images/banners/phone-screens.svg',
  buttonText: 'Shop screens',
  buttonLink: '/shop?category=phone-screens',
  isActive: true,
  priority: 3,
  ...over,
});
const create = async (over: Record<string, unknown> = {}): Promise<CarouselItem> => {
  const res = await staff('POST', '/api/admin/carousel', banner(over));
  expect(res.statusCode, res.body).toBe(201);
  return CarouselItemSchema.parse(res.json());
};
const publicBanners = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/carousel' });
  expect(res.statusCode).toBe(200);
  return CarouselItemSchema.array().parse(res.json());
};
const adminBanners = async () => {
  const res = await staff('GET', '/api/admin/carousel');
  expect(res.statusCode).toBe(200);
  return CarouselItemSchema.array().parse(res.json());
};

describe('the carousel routes are admin-only', () => {
  it('answers 401 signed out and 403 for a customer, and changes nothing', async () => {
    const item = await create({ title: 'Guarded banner' });
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/admin/carousel'],
      ['POST', '/api/admin/carousel', banner()],
      ['PUT', `/api/admin/carousel/${item.id}`, banner({ title: 'Defaced' })],
      ['DELETE', `/api/admin/carousel/${item.id}`],
      ['POST', '/api/admin/carousel', { title: '' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await as(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await as(customer.cookie, method, url, payload);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().message).toBe('Admin access required');
    }
    expect((await adminBanners()).find((b) => b.id === item.id)?.title).toBe('Guarded banner');
  });
});

describe('POST /api/admin/carousel', () => {
  it('creates a banner the shop shows at once; only a title is required (active, priority 0, placeholder image by default)', async () => {
    const full = await create();
    expect(full).toMatchObject(banner());
    const bare = await create({ title: 'Just a title', subtitle: undefined, description: undefined, imageUrl: undefined, buttonText: undefined, buttonLink: undefined, isActive: undefined, priority: undefined });
    expect(bare).toMatchObject({ title: 'Just a title', subtitle: '', description: '', imageUrl: BANNER_PLACEHOLDER_IMAGE, buttonText: '', buttonLink: '', isActive: true, priority: 0 });
    const shown = (await publicBanners()).map((b) => b.id);
    expect(shown).toEqual(expect.arrayContaining([full.id, bare.id]));
  });

  it('docs/product.md §5: a blank priority is 0, anything but a whole number from 0 is refused by name; a numeric string is read', async () => {
    for (const priority of ['', null]) expect((await create({ priority })).priority, JSON.stringify(priority)).toBe(0);
    for (const priority of ['abc', -1, '-5', 1.5, 10_000_000, true]) {
      const res = await staff('POST', '/api/admin/carousel', banner({ priority }));
      expect(`${JSON.stringify(priority)} ${res.statusCode} ${res.json().issues?.[0]?.path}`).toBe(`${JSON.stringify(priority)} 400 priority`);
    }
    expect((await create({ priority: '12' })).priority).toBe(12);
    expect((await create({ priority: 7 })).priority).toBe(7);
  });

  it('refuses a missing title, an image that is not ours, a button without a link, an unsafe link', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '  ' }, 'title', 'Title is required'],
      [{ title: undefined }, 'title', 'Title is required'],
      [{ title: 42 }, 'title', 'Title must be text'],
      [{ imageUrl: 'https://cdn.example.com/banner.png' }, 'imageUrl', 'Choose an image from the gallery or upload one'],
      [{ imageUrl: '/images/../secrets.png' }, 'imageUrl', 'Choose an image from the gallery or upload one'],
      [{ buttonLink: '' }, 'buttonLink', 'A button needs a link'],
      [{ buttonLink: 'javascript:alert(1)' }, 'buttonLink', 'Button link must start with / (a page of the shop) or https://'],
      [{ buttonLink: '//evil.example' }, 'buttonLink', 'Button link must start with / (a page of the shop) or https://'],
      [{ isActive: 'yes' }, 'isActive', 'isActive must be true or false'],
    ];
    for (const [over, path, message] of cases) {
      const res = await staff('POST', '/api/admin/carousel', banner(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().issues, JSON.stringify(over)).toContainEqual({ path, message });
    }
    expect((await staff('POST', '/api/admin/carousel', { ...banner(), id: 5 })).statusCode).toBe(400);
    // Uploaded images and https links are fine.
    expect((await create({ imageUrl: '/uploads/gallery/0123456789abcdef0123456789abcdef.webp', buttonLink: 'https://wa.me/18765550142' })).imageUrl).toBe(
      '/uploads/gallery/0123456789abcdef0123456789abcdef.webp',
    );
  });
});

describe('GET /api/admin/carousel', () => {
  it('lists every banner, inactive ones too, lowest priority first; the shop lists only the active ones', async () => {
    const hidden = await create({ title: 'Hidden banner', isActive: false, priority: 0 });
    const first = await create({ title: 'First banner', priority: 0 });
    const all = await adminBanners();
    expect(all.map((b) => b.id)).toContain(hidden.id);
    expect(all.map((b) => b.priority)).toEqual([...all.map((b) => b.priority)].sort((a, b) => a - b));
    const shown = await publicBanners();
    expect(shown.map((b) => b.id)).not.toContain(hidden.id);
    expect(shown.map((b) => b.id)).toContain(first.id);
    expect(shown.every((b) => b.isActive)).toBe(true);
  });
});

describe('PUT /api/admin/carousel/:id', () => {
  it('edits, deactivates and reactivates a banner; the shop follows at once', async () => {
    const item = await create({ title: 'Editable banner', priority: 50 });
    const edited = await staff('PUT', `/api/admin/carousel/${item.id}`, banner({ title: 'Edited banner', priority: '', isActive: false }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: item.id, title: 'Edited banner', priority: 0, isActive: false, createdAt: item.createdAt });
    expect((await publicBanners()).map((b) => b.id)).not.toContain(item.id);
    await staff('PUT', `/api/admin/carousel/${item.id}`, banner({ title: 'Edited banner', isActive: true, priority: 0 }));
    expect((await publicBanners()).find((b) => b.id === item.id)?.title).toBe('Edited banner');
  });

  it('404 for an unknown banner, 400 for a bad id or body', async () => {
    const item = await create();
    expect((await staff('PUT', '/api/admin/carousel/999999', banner())).statusCode).toBe(404);
    expect((await staff('PUT', '/api/admin/carousel/abc', banner())).statusCode).toBe(400);
    expect((await staff('PUT', `/api/admin/carousel/${item.id}`, banner({ title: '' }))).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/carousel/:id', () => {
  it('deletes a banner; the shop loses it at once; a second delete is 404', async () => {
    const item = await create({ title: 'Short-lived banner' });
    expect((await publicBanners()).map((b) => b.id)).toContain(item.id);
    const res = await staff('DELETE', `/api/admin/carousel/${item.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Carousel item deleted' });
    expect((await publicBanners()).map((b) => b.id)).not.toContain(item.id);
    expect((await staff('DELETE', `/api/admin/carousel/${item.id}`)).statusCode).toBe(404);
    expect((await staff('DELETE', '/api/admin/carousel/0')).statusCode).toBe(400);
  });
});
