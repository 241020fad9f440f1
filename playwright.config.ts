import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against the real server (tests/support/e2e-server.ts), which
// serves the built app (`npx vite build` first) and the API on port 3100 with a fresh database (one late
// part request in it, tests/support/e2e-dashboard-seed.ts) and its mail sent to an SMTP peer on loopback
// (tests/support/e2e-mail.ts reads what arrived). The flags below are the ones Chromium needs on these machines.
export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: 'http://127.0.0.1:3100',
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
  webServer: {
    command: 'npx tsx tests/support/e2e-server.ts',
    url: 'http://127.0.0.1:3100/api/health',
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
