import { defineConfig, devices } from '@playwright/test';
import { E2E_LANES, laneUrl } from './tests/support/e2e-lanes';

// End-to-end tests drive Debian's Chromium against the real server (tests/support/e2e-server.ts), which
// serves the built app (`npx vite build` first) and the API with a fresh database (one late part request
// in it, tests/support/e2e-dashboard-seed.ts) and its mail sent to an SMTP peer on loopback
// (tests/support/e2e-mail.ts reads what arrived). Two workers run test files side by side, each on its own
// lane: its own server and database on ports 3100 and 3110 (tests/support/e2e-lanes.ts), so a file has a
// store to itself as it would alone. The flags below are the ones Chromium needs on these machines.
export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: E2E_LANES,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Lane 0's server; tests/e2e/fixtures/test.ts gives each worker its own lane's.
    baseURL: laneUrl(0),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: E2E_LANES }, (_, lane) => ({
    command: 'npx tsx tests/support/e2e-server.ts',
    env: { E2E_LANE: String(lane) },
    url: `${laneUrl(lane)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
  })),
});
