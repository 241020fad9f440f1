import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures/test';
import { ADMIN, signIn } from './fixtures/accounts';
import { expectToast } from './fixtures/ui';

// CRC-32 of PNG chunks (zlib.crc32 is not in every Node 20).
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid-colour PNG, made here so the test needs no fixture files. */
function png(rgb: [number, number, number], width = 40, height = 30): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const shopCard = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('staff add a product with two photos, see it on /shop, sell it out, bring it back and delete it', async ({ page, baseURL }) => {
  const name = `Tecno Camon 20 Screen ${randomUUID().slice(0, 6)}`;
  await signIn(page.request, baseURL!, ADMIN);

  await test.step('the admin dashboard links to the inventory', async () => {
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Inventory/ }).click();
    await expect(page).toHaveURL(/\/admin\/inventory$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Products' }).getByTestId('inventory-row').first()).toBeVisible();
  });

  const dialog = page.getByRole('dialog', { name: 'Add product' });
  await test.step('the form starts from the defaults of docs/product.md §3 and asks for what is required', async () => {
    await page.getByRole('button', { name: 'Add product' }).first().click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Condition')).toHaveValue('new');
    await expect(dialog.getByLabel('Location')).toHaveValue('Kingston');
    await expect(dialog.getByLabel('Stock count')).toHaveValue('0');
    await expect(dialog.getByLabel('Category').locator('option:checked')).toHaveText('Accessories'); // the first phone category
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Brand is required')).toBeVisible();
    await expect(dialog.getByText('Price is required')).toBeVisible();
  });

  await test.step('two photos uploaded; the first is the main one', async () => {
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Brand').fill('Tecno');
    await dialog.getByLabel('Category').selectOption({ label: 'Screens' });
    await dialog.getByLabel('Price (J$)').fill('6250.50');
    await dialog.getByLabel('Stock count').fill('4');
    await dialog.getByLabel(/^Compatible models/).fill('Camon 20, Camon 20 Pro');
    await dialog.getByTestId('photo-file-input').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png([0, 122, 46]) },
      { name: 'back.png', mimeType: 'image/png', buffer: png([254, 209, 0]) },
    ]);
    await expectToast(page, '2 photo(s) uploaded successfully');
    const photos = dialog.getByRole('list', { name: 'Product photos' }).getByTestId('product-photo');
    await expect(photos).toHaveCount(2);
    await expect(photos.first()).toContainText('Main photo');
    await expect(photos.first().getByRole('img')).toHaveAttribute('src', /^\/uploads\//);
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await expectToast(page, 'Product created successfully');
    await expect(dialog).toBeHidden();
  });

  await test.step('the shop shows it with its photo, price and stock', async () => {
    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    const card = shopCard(page, name);
    await expect(card).toBeVisible();
    await expect(card).toContainText('J$6,250.50');
    await expect(card.getByText('Only 4 left')).toBeVisible();
    await expect(card.locator('img').first()).toHaveAttribute('src', /^\/uploads\//);
    await expect(card.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  await test.step('staff set its stock to 0, and the shop shows it out of stock', async () => {
    await page.goto(`/admin/inventory?search=${encodeURIComponent(name)}`);
    const table = page.getByRole('table', { name: 'Products' });
    await expect(table.getByTestId('inventory-row')).toHaveCount(1);
    await table.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(edit.getByTestId('product-photo')).toHaveCount(2);
    await edit.getByLabel('Stock count').fill('0');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Product updated successfully');
    await expect(table.getByTestId('inventory-row')).toContainText('Out of stock');

    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    const card = shopCard(page, name);
    await expect(card.getByText('Out of Stock')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  await test.step('on a phone the list is cards; bulk "mark in stock" brings it back', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/admin/inventory?search=${encodeURIComponent(name)}`);
    const cards = page.getByTestId('inventory-card');
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Products' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await cards.getByRole('checkbox', { name: `Select ${name}` }).check();
    await expect(page.getByText('1 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Mark in stock' }).click();
    await expectToast(page, 'Product updated successfully');
    await expect(cards).toContainText('1 in stock');
    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    await expect(shopCard(page, name).getByText('Only 1 left')).toBeVisible();
  });

  await test.step("Find images offers the shop's screen illustration, and choosing it makes it the picture", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin/inventory?search=${encodeURIComponent(name)}`);
    await page.getByRole('table', { name: 'Products' }).getByRole('button', { name: `Find images for ${name}` }).click();
    const images = page.getByRole('dialog', { name: `Images for ${name}` });
    await expect(images.getByText(/Photos and illustrations that mention .*screen/)).toBeVisible();
    const matches = images.getByRole('list', { name: 'Matching images' });
    await expect(matches).toContainText('Shop illustration for');
    await matches.getByRole('button', { name: 'Use phone screens' }).click();
    await expectToast(page, 'Product image updated with gallery image');
    await expect(images).toBeHidden();
    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    await expect(shopCard(page, name).locator('img').first()).toHaveAttribute('src', '/images/shop/phone-screens.svg');
    await page.goto(`/admin/inventory?search=${encodeURIComponent(name)}`);
    await page.getByRole('table', { name: 'Products' }).getByRole('button', { name: `Find images for ${name}` }).click();
    await expect(images.getByRole('button', { name: 'phone screens (the current image)' })).toBeDisabled();
    await images.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('bulk delete asks once, and the product leaves the shop', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin/inventory?search=${encodeURIComponent(name)}`);
    await page.getByRole('checkbox', { name: 'Select all (1)' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete product' }).click();
    await expectToast(page, 'Product deleted successfully');
    await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
  });
});

test('staff add a carousel banner with an uploaded image, preview it, and see it on /shop', async ({ page, baseURL }) => {
  const title = `Screens while you wait ${randomUUID().slice(0, 6)}`;
  await signIn(page.request, baseURL!, ADMIN);

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Carousel/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carousel Management' })).toBeVisible();
  await expect(page.getByTestId('carousel-admin-item').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add banner' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add banner' });
  await dialog.getByRole('button', { name: 'Add banner' }).click();
  await expect(dialog.getByText('Title is required', { exact: true })).toBeVisible();

  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel(/^Subtitle/).fill('Half Way Tree counter');
  await dialog.getByLabel(/^Button text/).fill('See screens');
  await dialog.getByLabel('Button link').fill('/shop?category=phone-screens');
  // Last in line, so the shop's other banners keep their places.
  await dialog.getByLabel('Priority').fill('90');
  const preview = dialog.getByTestId('banner-preview');
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('See screens');
  await dialog.getByTestId('photo-file-input').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png([0, 122, 46], 80, 40) });
  await expectToast(page, 'Image uploaded');
  await expect(preview.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await dialog.getByRole('button', { name: 'Add banner' }).click();
  await expectToast(page, 'Carousel item added');

  const item = page.getByTestId('carousel-admin-item').filter({ hasText: title });
  await expect(item).toContainText('Priority 90');
  await expect(item).toContainText('Active');

  await page.goto('/shop');
  const carousel = page.getByRole('region', { name: 'Shop offers' });
  await carousel.getByRole('button', { name: 'Stop rotating offers' }).click();
  await carousel.getByRole('button', { name: new RegExp(`^Offer \\d+: ${title}$`) }).click();
  const slide = carousel.getByRole('group', { name: /^\d+ of \d+$/ }).filter({ hasText: title });
  await expect(slide.getByRole('heading', { name: title })).toBeVisible();
  await expect(slide.getByRole('link', { name: 'See screens' })).toHaveAttribute('href', '/shop?category=phone-screens');

  await test.step('switched off it leaves /shop; deleted it leaves the list', async () => {
    await page.goto('/admin/carousel');
    await item.getByRole('switch', { name: `Show ${title} on /shop` }).uncheck();
    await expect(item).toContainText('Inactive');
    await page.goto('/shop');
    await expect(page.getByRole('region', { name: 'Shop offers' })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`: ${title}$`) })).toHaveCount(0);
    await page.goto('/admin/carousel');
    await item.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog', { name: 'Delete banner?' }).getByRole('button', { name: 'Delete banner' }).click();
    await expectToast(page, 'Carousel item deleted');
    await expect(item).toHaveCount(0);
  });
});
