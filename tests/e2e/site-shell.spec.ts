import { expect, test, type Locator, type Page } from './fixtures/test';
import { ADMIN, signIn } from './fixtures/accounts';

/** The flag's colours (DESIGN.md): green, gold, black, gold, green. */
const FLAG = ['rgb(0, 155, 58)', 'rgb(254, 209, 0)', 'rgb(0, 0, 0)', 'rgb(254, 209, 0)', 'rgb(0, 155, 58)'];

async function stripeColours(stripe: Locator): Promise<string[]> {
  return stripe.locator('span').evaluateAll((spans) => spans.map((s) => getComputedStyle(s).backgroundColor));
}

/** What has the keyboard focus: its accessible name as a person would hear it, and whether a ring shows. */
async function focused(page: Page) {
  // Buttons and links fade their ring in (transition-colors): read it once it has settled.
  await page.waitForTimeout(200);
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const name = (el.getAttribute('aria-label') ?? el.innerText).replace(/\s+/g, ' ').trim();
    // The ring is drawn just outside the control, so it must stand out from the page behind it.
    const page = getComputedStyle(document.body).backgroundColor;
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && parseFloat(style.outlineOffset) >= 0 && style.outlineColor !== page;
    return { name, ring };
  });
}

test('while the signed-in state loads, / shows a centred "Loading..." and then the landing page', async ({ page, baseURL }) => {
  // A visitor with a session cookie (here one that has expired): the server leaves who it is to the browser.
  await page.context().addCookies([{ name: 'sid', value: 'no-longer-valid', url: baseURL! }]);
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/auth/user', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/');
  const loading = page.getByRole('main').getByRole('status');
  await expect(loading).toHaveText('Loading...');
  const box = (await loading.getByText('Loading...').boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(4);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  answer();
  await expect(page.getByRole('heading', { level: 1, name: 'Yaad Parts' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading...')).toHaveCount(0);
});

test('a visitor without a session gets the landing page drawn at once, and the browser never asks who is signed in', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/user')) asked.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Yaad Parts' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('the header and footer carry the store: navigation, sign-in, the flag, and how to reach the Kingston shop', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /^Yaad Parts/ })).toHaveAttribute('href', '/');
  await expect(header.getByText('Auto & Phone Parts Store')).toBeVisible();
  expect(await stripeColours(header.getByTestId('flag-stripe'))).toEqual(FLAG);

  // The active page is marked in the main navigation.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of [
    ['Browse Parts', '/browse'],
    ['Local Shop', '/shop'],
    ['Request Parts', '/request'],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Shop 7, 120 Spanish Town Road, Kingston 11, Jamaica')).toBeVisible();
  await expect(footer.getByRole('link', { name: /^Phone: \+1 \(876\) 555-0142$/ })).toHaveAttribute('href', 'tel:+18765550142');
  await expect(footer.getByRole('link', { name: /support@yaadparts\.example/ })).toHaveAttribute(
    'href',
    'mailto:support@yaadparts.example',
  );
  await expect(footer.getByText('Mon-Fri 9AM-6PM, Sat 10AM-4PM, Sun closed')).toBeVisible();
  await expect(footer.getByText("Jamaica's number one marketplace for auto and phone parts", { exact: true })).toBeVisible();
  expect(await stripeColours(footer.getByTestId('flag-stripe'))).toEqual(FLAG);

  // Sign In is a full-page visit to the server's sign-in address, which leads to /auth.
  await header.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

test('the header is reached with the keyboard in reading order, each stop with a visible focus ring', async ({ page, baseURL }) => {
  const tabThrough = async (expected: (string | RegExp)[]) => {
    for (const name of expected) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      expect(stop.name).toMatch(typeof name === 'string' ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : name);
      expect(stop.ring, `focus ring on ${stop.name}`).toBe(true);
    }
  };
  // The stops every visitor's header starts with, signed in or not.
  const headerStart = ['Skip to main content', /^Yaad Parts/, 'Browse Parts', 'Local Shop', 'Request Parts'];

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabThrough([
    ...headerStart,
    'Sign In',
    'Cart, empty',
    'Switch to dark theme',
  ]);
  // The theme toggle works from the keyboard too.
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  // The skip link takes the keyboard past the header.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe('Sign In');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeFocused();

  // Signed in as the admin: the welcome is read, not a stop; then Admin and Sign Out.
  await signIn(page.request, baseURL!, ADMIN);
  await page.goto('/faqs');
  await expect(page.getByRole('banner').getByText(`Welcome, ${ADMIN.firstName}`)).toBeVisible();
  await tabThrough([
    ...headerStart,
    'Admin',
    'Sign Out',
    'Cart, empty',
    'Switch to light theme',
  ]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the header keeps to the essentials, reached in order with the keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['Skip to main content', 'Yaad Parts', 'Cart, empty', 'Switch to dark theme', 'Open menu']) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      expect(stop.name.startsWith(name)).toBe(true);
      expect(stop.ring, `focus ring on ${stop.name}`).toBe(true);
    }
    // Thumb-sized: every control of the header is at least 44 × 44 px (DESIGN.md).
    for (const box of await page.getByRole('banner').locator('a:visible, button:visible').evaluateAll((els) =>
      els.map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent, ...el.getBoundingClientRect().toJSON() })),
    )) {
      expect(box.height, `${box.name} height`).toBeGreaterThanOrEqual(44);
      expect(box.width, `${box.name} width`).toBeGreaterThanOrEqual(44);
    }
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const box of await menu.locator('a, button').evaluateAll((els) =>
      els.map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent, height: el.getBoundingClientRect().height })),
    )) {
      expect(box.height, `${box.name} in the menu`).toBeGreaterThanOrEqual(44);
    }
    // Inside the open menu the keyboard stays in the menu.
    for (let i = 0; i < 20; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  });
});
