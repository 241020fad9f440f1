import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The scale-out tests (tests/scale-out): several servers on one PostgreSQL, so they run only in
// npm run test:pg, after the API tests, one file at a time.
const { projects: _projects, ...shared } = base.test ?? {};
export default defineConfig({
  ...base,
  test: { ...shared, include: ['tests/scale-out/**/*.test.ts'], globalSetup: ['tests/support/global-setup.ts'], maxWorkers: 1 },
});
