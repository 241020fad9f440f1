import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects, each callable alone (docs/testing.md): `unit` needs no database, server or browser;
// `api` drives the real server through Fastify's inject on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), each file on its own copy of the migrated template the global setup makes.
export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    // Two cores: two test files at a time.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'] } },
      // The API files share each worker's loaded modules (isolate: false): loading the server's code again for
      // every file cost about 4 s a file. What a file must have to itself it still has: its own database,
      // app, mailer and SMTP peer (tests/support/test-app.ts), and no API test mocks a module.
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], globalSetup: ['tests/support/global-setup.ts'], isolate: false },
      },
    ],
  },
});
