import { defineConfig } from 'drizzle-kit';

// drizzle-kit is used only to generate SQL migrations; they are applied in code (src/server/db/migrate.ts)
// because drizzle-kit's own migrate cannot load PGlite extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
