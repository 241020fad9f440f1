import { expect, test, type Locator, type Page } from './fixtures/test';
import sharp from 'sharp';
import { ADMIN, signIn } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectToast } from './fixtures/ui';

// The staff image picker, opened from the product form. A word printed in a photo is read by
// OCR after the upload and finds the photo; the gallery sorts and deletes with docs/product.md §5's confirmation;
// web search says plainly when it is not configured (the e2e server has no Google keys).

/** Big black letters on white, like the label on a box of brake calipers. */
async function labelPhoto(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="220"><rect width="100%" height="100%" fill="white"/><text x="40" y="150" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="110" font-weight="bold" fill="black">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function openPicker(page: Page): Promise<{ form: Locator; picker: Locator }> {
  await page.goto('/admin/inventory');
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add product' });
  await form.getByRole('button', { name: 'Choose from gallery' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await expect(picker).toBeVisible();
  return { form, picker };
}

test('staff find an uploaded photo by a word printed in it and use it for a product', async ({ page, baseURL }) => {
  // OCR starts its worker on the first image (a second or two, more on a busy two-core machine).
  test.setTimeout(120_000);
  await signIn(page.request, baseURL!, ADMIN);
  const fileName = `box-label-${Date.now()}.png`;
  const { form, picker } = await openPicker(page);
  const tile = picker.getByRole('listitem').filter({ hasText: fileName });

  await test.step('a photo uploaded from the picker lands in the gallery, and its text is read in the background', async () => {
    await picker.getByLabel('Photo description (optional)').fill('Akebono box, front axle');
    await picker.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: await labelPhoto('CALIPER') });
    await expectToast(page, '1 photo(s) uploaded successfully');
    await expect(tile).toBeVisible();
    // The open gallery looks again while OCR runs; the badge goes once the text is read.
    await expect(tile.getByText('Reading text…')).toBeHidden({ timeout: 60_000 });
  });

  await test.step('text search asks for a query, then finds the photo by the word in it', async () => {
    await picker.getByRole('tab', { name: 'Text search' }).click();
    await picker.getByRole('button', { name: 'Search' }).click();
    await expect(picker.getByRole('alert')).toHaveText('Please enter a search query');
    await picker.getByLabel('Words in the image, its file name or description').fill('caliper');
    await picker.getByRole('button', { name: 'Search' }).click();
    await expectToast(page, /^(1 photo matches|\d+ photos match) "caliper"$/);
    const results = picker.getByRole('region', { name: 'Text search results' });
    const hit = results.getByRole('listitem').filter({ hasText: fileName });
    await expect(hit).toContainText(/Text in image: ".*CALIPER.*"/i);
    await expectNoAxeViolations(page);
    // The description staff gave the photo finds it too.
    await picker.getByLabel('Words in the image, its file name or description').fill('akebono');
    await picker.getByRole('button', { name: 'Search' }).click();
    await expect(hit).toContainText('Description contains "akebono"');
    await hit.getByRole('button', { name: `Use ${fileName}` }).click();
  });

  await test.step('the chosen photo joins the product form', async () => {
    await expect(picker).toBeHidden();
    await expect(form.getByTestId('product-photo').first().getByRole('img')).toHaveAttribute('src', /^\/uploads\/gallery\/[a-f0-9]{32}\.png$/);
  });
});

test('the gallery sorts, deletes after docs/product.md §5 confirmation, and web search says it is not configured', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, ADMIN);
  const stamp = Date.now();
  const names = [`aaa-first-${stamp}.png`, `zzz-last-${stamp}.png`];
  // Two different pictures: the gallery keeps one entry per content, so the same pixels twice would be one image.
  for (const [i, name] of names.entries()) {
    const background = ['#3a1b5c', '#5c3a1b'][i]!;
    const res = await page.request.post('/api/admin/upload-photos', {
      multipart: { photos: { name, mimeType: 'image/png', buffer: await sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer() } },
      headers: { origin: baseURL! },
    });
    expect(res.status()).toBe(201);
  }
  const { picker } = await openPicker(page);
  const tileNames = () => picker.getByRole('list', { name: 'Gallery images' }).getByRole('button', { name: /^Choose / });

  await test.step('newest first by default; by name both ways', async () => {
    await expect(tileNames().first()).toHaveAccessibleName(`Choose ${names[1]}`);
    await picker.getByLabel('Sort by').selectOption({ label: 'Name, A to Z' });
    await expect(tileNames().first()).toHaveAccessibleName(/^Choose aaa-first-/);
    await picker.getByLabel('Sort by').selectOption({ label: 'Name, Z to A' });
    await expect(tileNames().first()).toHaveAccessibleName(/^Choose zzz-last-/);
    await expectNoAxeViolations(page);
  });

  await test.step('delete asks first, Cancel keeps it, Delete removes it', async () => {
    await picker.getByRole('button', { name: `Delete ${names[1]}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete image?' });
    await expect(confirm.getByText('Are you sure you want to delete this image? This action cannot be undone.')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(picker.getByRole('button', { name: `Choose ${names[1]}` })).toBeVisible();
    await picker.getByRole('button', { name: `Delete ${names[1]}` }).click();
    await confirm.getByRole('button', { name: 'Delete image' }).click();
    await expectToast(page, 'Image deleted successfully');
    await expect(picker.getByRole('button', { name: `Choose ${names[1]}` })).toBeHidden();
  });

  await test.step('web search without Google keys says so', async () => {
    await picker.getByRole('tab', { name: 'Web search' }).click();
    await picker.getByLabel('Search the web for an image').fill('iphone 11 battery');
    await picker.getByRole('button', { name: 'Search' }).click();
    await expect(picker.getByRole('alert')).toContainText('Web image search is not configured');
  });

  await test.step('on a phone the picker fits 360 px and passes axe', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await picker.getByRole('tab', { name: 'Gallery' }).click();
    await expect(tileNames().first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});

/** Pixels no other test uploads: the gallery keeps one entry per content. */
let colour = Date.now() % 0xffff00;
function uniquePng(): Promise<Buffer> {
  colour += 1;
  return sharp({ create: { width: 30, height: 20, channels: 3, background: `#${colour.toString(16).padStart(6, '0')}` } })
    .png()
    .toBuffer();
}

/** The gallery's entry for a file sent under this name, if it has one. */
async function galleryEntry(page: Page, name: string): Promise<{ url: string } | undefined> {
  const images = (await (await page.request.get('/api/images/gallery')).json()) as Array<{ originalName: string; url: string }>;
  return images.find((i) => i.originalName === name);
}

test('photos uploaded in a product form that is cancelled do not stay in the gallery', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, ADMIN);
  const name = `cancelled-${Date.now()}.png`;
  const inGallery = async () => (await galleryEntry(page, name)) !== undefined;

  await page.goto('/admin/inventory');
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add product' });
  await form.getByTestId('photo-file-input').setInputFiles({ name, mimeType: 'image/png', buffer: await uniquePng() });
  await expectToast(page, '1 photo(s) uploaded successfully');
  await expect(form.getByTestId('product-photo')).toHaveCount(1);
  expect(await inGallery()).toBe(true);

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect.poll(inGallery).toBe(false);
});

test('a banner form takes back the images it uploaded and does not use', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, ADMIN);
  const stamp = Date.now();
  const [cancelled, replaced, kept] = ['cancelled', 'replaced', 'kept'].map((n) => `banner-${n}-${stamp}.png`) as [string, string, string];
  const title = `Banner uploads ${stamp}`;
  await page.goto('/admin/carousel');
  const dialog = page.getByRole('dialog', { name: 'Add banner' });
  const preview = dialog.getByTestId('banner-preview').locator('img');
  const upload = async (name: string) => {
    await dialog.getByTestId('photo-file-input').setInputFiles({ name, mimeType: 'image/png', buffer: await uniquePng() });
    await expect.poll(async () => (await galleryEntry(page, name))?.url).toBeTruthy();
    await expect(preview).toHaveAttribute('src', (await galleryEntry(page, name))!.url);
  };

  await test.step('cancelled: the uploaded image leaves the gallery', async () => {
    await page.getByRole('button', { name: 'Add banner' }).first().click();
    await upload(cancelled);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await galleryEntry(page, cancelled)) === undefined).toBe(true);
  });

  await test.step('saved: the image it shows stays, the one it replaced goes', async () => {
    await page.getByRole('button', { name: 'Add banner' }).first().click();
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    // Inactive, so /shop (and the tests that count its banners) never show it.
    await dialog.getByLabel('Active (shown on /shop)').uncheck();
    await upload(replaced);
    await upload(kept);
    await dialog.getByRole('button', { name: 'Add banner' }).click();
    await expectToast(page, 'Carousel item added');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await galleryEntry(page, replaced)) === undefined).toBe(true);
    expect(await galleryEntry(page, kept)).toBeDefined();
  });

  const item = page.getByTestId('carousel-admin-item').filter({ hasText: title });
  await item.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete banner?' }).getByRole('button', { name: 'Delete banner' }).click();
  await expect(item).toHaveCount(0);
});
