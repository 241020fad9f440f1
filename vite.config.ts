import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstLoadBudget } from './scripts/first-load-budget.ts';

const apiPort = process.env.PORT ?? '3000';

/**
 * Puts the stylesheet before the entry script and its modulepreload links in index.html (Vite writes it
 * after them). Over HTTP/1.1 a phone has six connections to the store; with the script and its five
 * preloads first, the one file the first paint waits for was the seventh request, queued behind them.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n/g) ?? [];
        const rest = sheets.reduce((doc, sheet) => doc.replace(sheet, ''), html);
        const at = rest.search(/[ \t]*<script type="module"/);
        return sheets.length === 0 || at < 0 ? html : rest.slice(0, at) + sheets.join('') + rest.slice(at);
      },
    },
  };
}

/**
 * Drops the one note the build would print every time: React Router reads `useOptimistic` from React if
 * React has it and draws without it otherwise (its own fallback), and Preact's compat layer (decision 011)
 * has none, so "always undefined" is what the router expects. Every other note passes through, and lint
 * keeps our own code off the React 19 APIs Preact lacks (docs/architecture.md).
 */
function withoutRouterOptimisticNote(level: Rollup.LogLevel, log: Rollup.RollupLog, handler: Rollup.LogOrStringHandler): void {
  const routerOptimistic = log.code === 'IMPORT_IS_UNDEFINED' && /useOptimistic/.test(log.message) && /react-router/.test(log.id ?? log.loc?.file ?? '');
  if (!routerOptimistic) handler(level, log);
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          stylesheetFirst(),
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
    // Fewer, larger files on a page's first load: over a phone's six HTTP/1.1 connections each file costs
    // a round trip (/shop named 52). Everything the entry imports statically (the app's shell, loaded by
    // every page) is one chunk, not five cut by which lazy pages also use them; and a shared chunk under
    // 4 KB is copied into the chunks that use it (Rolldown keeps one instance of each module in the page),
    // which the first-load budget counts.
    rolldownOptions: isSsrBuild
      ? { onLog: withoutRouterOptimisticNote }
      : {
          onLog: withoutRouterOptimisticNote,
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [{ name: 'shell', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 4096, exclude: /\.css(\?|$)/ },
            },
          },
        },
  },
  ssr: { noExternal: true },
  server: {
    // `npm run dev` runs the API on PORT and Vite on 5173; the browser only ever talks to Vite. The part
    // images (/images/parts/*.svg) are served by the API from src/server/assets, the gallery's uploads
    // (/uploads/gallery/*) from DATA_DIR.
    proxy: { '/api': `http://localhost:${apiPort}`, '/images': `http://localhost:${apiPort}`, '/uploads': `http://localhost:${apiPort}` },
  },
}));
