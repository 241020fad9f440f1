// Playwright's own test on this worker's lane: the `test` of ./fixtures/test waits for the web app, and
// this page is not the app.
import { expect, laneTest as test } from './fixtures/test';

// docs/decisions/018-openapi-reference.md: the API reference is drawn from our own files with
// nothing fetched elsewhere (docs/choices.md #21) and nothing the CSP refuses. The e2e server runs in test
// mode, where the page is open; its staff-only gate once deployed is checked in tests/api/openapi.test.ts.
test('an integrator reads the API reference, drawn from our own server within the CSP', async ({ page, baseURL }) => {
  const outside: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) outside.push(url);
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) refused.push(message.text());
  });
  page.on('pageerror', (error) => refused.push(error.message));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Yaad Parts API/ })).toBeVisible();
  // The groups are listed (Swagger UI names them by their links); opening the catalogue search shows the
  // document's example of its query.
  await expect(page.getByRole('link', { name: 'staff', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'parts', exact: true }).click();
  await page.locator('.opblock-summary-path[data-path="/api/parts"]').click();
  await expect(page.getByText('brake pads').first()).toBeVisible();

  expect(outside).toEqual([]);
  expect(refused).toEqual([]);
});
