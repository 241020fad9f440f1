import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The scale-out tests (tests/scale-out): several servers on one PostgreSQL, so they run only in
// npm run test:pg, after the API tests, one file at a time.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['tests/scale-out/**/*.test.ts'], maxWorkers: 1 },
});
