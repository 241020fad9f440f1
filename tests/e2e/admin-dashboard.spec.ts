import fs from 'node:fs/promises';
import { expect, test, type Page } from './fixtures/test';
import { ADMIN, signIn } from './fixtures/accounts';
import { expectNoAxeViolations } from './fixtures/axe';
import { placeOrderThroughApi, productsOnTheShelf } from './fixtures/orders';
import { submitRequestThroughApi } from './fixtures/part-requests';
import { LATE_REQUEST_PART } from '../support/e2e-dashboard-seed';

// docs/dashboard.md: /admin opens on a dashboard of how the store is doing. The e2e server starts with one request
// made three days ago and never looked at (tests/support/e2e-dashboard-seed.ts): the one late request.

/** Today in Kingston (UTC-5 all year), and a day some days before it, as YYYY-MM-DD. */
function kingstonDay(daysBack = 0): string {
  return new Date(Date.now() - 5 * 60 * 60_000 - daysBack * 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/** The seeded late request's number, as the dashboard's API lists it. */
async function lateRequestNumber(page: Page, baseURL: string): Promise<string> {
  const res = await page.request.get(`${baseURL}/api/admin/dashboard`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { promises: { late: { requestNumber: string; partName: string }[] } };
  const late = body.promises.late.find((row) => row.partName === LATE_REQUEST_PART);
  if (!late) throw new Error(`the seeded late request is not in the late list: ${JSON.stringify(body.promises.late)}`);
  return late.requestNumber;
}

async function expectFitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** Figures of this story's own: a request for the funnel and an order for the sales chart. */
async function makeSomeBusiness(page: Page, baseURL: string) {
  await signIn(page.request, baseURL, ADMIN);
  await submitRequestThroughApi(page.request, baseURL, { customerName: 'Dwayne Reid', partName: 'Radiator' });
  const [product] = await productsOnTheShelf(page.request, baseURL);
  await placeOrderThroughApi(page.request, baseURL, [{ product: product!, quantity: 1 }]);
}

test('on a phone, staff open the dashboard, change the period, read the funnel and open a late request', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await makeSomeBusiness(page, baseURL!);
  const late = await lateRequestNumber(page, baseURL!);
  const period = page.getByRole('group', { name: 'Period' });
  const periodLine = page.getByText(/^(Today|Last 7 days|Last 30 days|This month|Custom range): .*, compared with /);

  await test.step('the dashboard opens under the staff links, on the last 30 days, and fits the phone', async () => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Part requests/ })).toHaveAttribute('href', '/admin/requests');
    await expect(period.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(periodLine).toHaveText(/^Last 30 days: .+ to .+, compared with .+ to .+$/);
    for (const section of ['Sales', 'Sourcing funnel', 'Promises kept', 'Money owed', 'Stock', 'Suppliers']) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expectFitsThePhone(page);
  });

  await test.step('the funnel lists its five steps with counts', async () => {
    const steps = page.getByRole('table', { name: 'Funnel steps' });
    await expect(steps.getByRole('rowheader')).toHaveText(['Requested', 'Quoted', 'Accepted', 'Deposit paid', 'Delivered']);
    const requested = steps.getByRole('row', { name: /^Requested/ }).getByRole('cell').first();
    expect(Number(await requested.textContent())).toBeGreaterThanOrEqual(2);
  });

  await test.step('choosing 7 days puts it in the address and says which days are compared', async () => {
    await period.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/\/admin\?period=7d$/);
    await expect(period.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(periodLine).toHaveText(/^Last 7 days: .+ to .+, compared with .+ to .+$/);
    await page.reload();
    await expect(periodLine).toHaveText(/^Last 7 days: /);
  });

  await test.step('a custom range is checked before it is asked for, then applied', async () => {
    await period.getByRole('button', { name: 'Custom range' }).click();
    const range = page.getByRole('form', { name: 'Custom range' });
    await range.getByLabel('From').fill(kingstonDay(0));
    await range.getByLabel('To').fill(kingstonDay(3));
    await range.getByRole('button', { name: 'Apply' }).click();
    await expect(range.getByLabel('To')).toHaveAccessibleDescription('To must be on or after From');
    await expect(page).toHaveURL(/\/admin\?period=7d$/);

    await range.getByLabel('From').fill(kingstonDay(10));
    await range.getByLabel('To').fill(kingstonDay(0));
    await range.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?period=custom&from=${kingstonDay(10)}&to=${kingstonDay(0)}$`));
    await expect(periodLine).toHaveText(/^Custom range: .+ to .+, compared with .+ to .+$/);
    await expect(page.getByRole('table', { name: 'Funnel steps' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\?period=7d$/);
    await expect(periodLine).toHaveText(/^Last 7 days: /);
  });

  await test.step('a range the server refuses (a link typed by hand) is shown by the date inputs', async () => {
    await page.goto(`/admin?period=custom&from=${kingstonDay(0)}&to=${kingstonDay(5)}`);
    const range = page.getByRole('form', { name: 'Custom range' });
    await expect(range.getByLabel('To')).toHaveAccessibleDescription('To must be on or after From');
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't show that range" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the dashboard passes WCAG 2.1 AA checks at 360 px', async () => {
    await page.goto('/admin');
    await expect(page.getByRole('list', { name: 'Late now' })).toBeVisible();
    await expectFitsThePhone(page);
    await expectNoAxeViolations(page);
  });

  await test.step('a late request opens in the part requests with its details', async () => {
    await page.getByRole('list', { name: 'Late now' }).getByRole('link', { name: late }).click();
    await expect(page.getByRole('dialog', { name: `Request ${late}` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/requests$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Part requests' })).toBeVisible();
  });
});

test('at a desk, staff see the sales chart and download tables as CSV', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await makeSomeBusiness(page, baseURL!);
  const late = await lateRequestNumber(page, baseURL!);
  const chartCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/sales-chart-[\w-]+\.js$/.test(request.url())) chartCode.push(request.url());
  });

  await test.step('the part requests page does not load the chart library', async () => {
    await page.goto('/admin/requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Part requests' })).toBeVisible();
    expect(chartCode).toEqual([]);
  });

  await test.step('the dashboard draws the sales chart beside its table', async () => {
    await page.goto('/admin');
    const sales = page.getByRole('region', { name: 'Sales', exact: true });
    await expect(sales.getByRole('table', { name: 'Sales by day' })).toBeVisible();
    await expect(sales.locator('canvas')).toBeVisible();
    expect(chartCode).toHaveLength(1);
    await expect(page.getByRole('table', { name: 'Late now' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the late list downloads as a CSV of its rows, named for the table and the day', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV of Late now' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`yaad-parts-late-now-${kingstonDay(0)}.csv`);
    const text = await fs.readFile((await file.path())!, 'utf8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Request,Customer,Part,Status,Waiting for,Hours late,Due');
    // The part's name has a comma, so it is quoted.
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${late},Keisha Campbell,"Starter motor, 12V",Pending,A first review,\\d+(\\.\\d)?,\\d{4}-`)));
  });

  await test.step('the funnel downloads with one row per step', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV of Funnel steps' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^yaad-parts-funnel-steps-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = (await fs.readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toBe('Step,Requests,From the step before,Period before,Change');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(['Requested', 'Quoted', 'Accepted', 'Deposit paid', 'Delivered']);
  });

  await test.step('a late request opens from the table with its details', async () => {
    await page.getByRole('table', { name: 'Late now' }).getByRole('link', { name: late }).click();
    await expect(page.getByRole('dialog', { name: `Request ${late}` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/requests$/);
  });

  await test.step('an old link to a request on /admin still opens it', async () => {
    await page.goto(`/admin?request=${late}`);
    await expect(page.getByRole('dialog', { name: `Request ${late}` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/requests$/);
  });
});
