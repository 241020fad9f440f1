import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// `npm run build` (third step): the server itself, bundled from src/server/main.ts into dist/node/main.js for
// plain `node` (docs/decisions/017-compiled-server.md). The packages stay in node_modules, loaded as they
// are (external), so the bundle is only our own code, compiled once instead of by tsx at every start. The
// web app and its page renderer are the other two steps (vite.config.ts).
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist/node',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      // The server, and the build's last step: the empty database a new DATA_DIR starts from (decision 022).
      input: { main: 'src/server/main.ts', 'make-empty-database': 'src/server/cli/make-empty-database.ts' },
      output: { format: 'es', entryFileNames: '[name].js' },
      external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
    },
  },
  // Every package is external: what is in node_modules is what runs, one copy of each.
  ssr: { external: true, noExternal: [] },
});
