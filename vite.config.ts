import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstLoadBudget } from './scripts/first-load-budget';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          firstLoadBudget(),
          // A .br (best quality) and a .gz beside each text asset, so the server never compresses them per request.
          compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
        ]),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      { find: '@web', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
      // The browser's zod never tries eval (see the module): no policy violation on form pages.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/web/lib/zod-without-eval.ts', import.meta.url)) },
    ],
  },
  // `npm run build` builds twice: the browser's app into dist/web, then (--ssr) the server's page renderer
  // into dist/server, one file with every package it uses, so the server runs one copy of Preact.
  build: {
    outDir: isSsrBuild ? '../../dist/server' : '../../dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: which chunks each page's code is in, for the server to name in the
    // page's HTML (src/server/plugins/page-chunks.ts).
    manifest: !isSsrBuild,
  },
  ssr: { noExternal: true },
  server: {
    // `npm run dev` runs the API on PORT and Vite on 5173; the browser only ever talks to Vite. The part
    // images (/images/parts/*.svg) are served by the API from src/server/assets, the gallery's uploads
    // (/uploads/gallery/*) from DATA_DIR.
    proxy: { '/api': `http://localhost:${apiPort}`, '/images': `http://localhost:${apiPort}`, '/uploads': `http://localhost:${apiPort}` },
  },
}));
