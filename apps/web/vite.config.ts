import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompressAssets } from './build-tools/precompress-assets';
import { preloadFirstRoutes } from './build-tools/preload-first-routes';
import { reportInitialJs } from './build-tools/report-initial-js';

/** The Fastify API; `npm run dev -w apps/server` listens on API_PORT (default 3000). */
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: true },
};

/** Shared modules no first visit to / needs, kept out of the app-shared chunk (see below). */
const RESULT_PAGE_PARTS = [
  'add-to-pipeline',
  // recharts (the analytics and coverage charts): about 100 KB gzip no first visit needs
  'charts',
  'watch-procurement',
  // the lifecycle stage's checkboxes (with Radix's checkbox) and line, the document snippets
  'lifecycle-stage',
  'highlighted-text',
  'cpv-combobox',
  'favourite-button',
  'export-csv-button',
  'download-file',
  'use-cpv',
  'cpv-api',
  // the conflict table of the pipeline and the proposal templates (signed-in pages only)
  'comparison-table',
  // the confirmation dialogs' panel, with Radix's dialog (about 13 KB gzip): account, alerts
  // and workspace pages only
  'ui[\\\\/]dialog-panel',
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadFirstRoutes(), reportInitialJs(), precompressAssets()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  ssr: { noExternal: true },
  // The server bundle carries its dependencies; React's development build has no place in it.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    // Emitted to apps/web/dist with content-hashed file names under dist/assets;
    // every page is a lazy route (src/app/router.tsx), so each gets its own chunk.
    // The server bundle (`vite build --ssr src/entry-server.tsx`, ADR 0048) goes next to it, in
    // dist-ssr: self-contained, so the API server can load it from wherever the build was put.
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    rolldownOptions: {
      // The contract package defines its constants next to its zod schemas. Calls on `z` build
      // schemas and nothing else, so a page that takes only constants from it (search, landing)
      // need not load zod and build every schema (27 KB gzip, about 200 ms at 4x CPU).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // .mjs: ES modules wherever the server bundle is put, whatever package.json is above it.
        ...(isSsrBuild
          ? { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' }
          : {}),
        codeSplitting: {
          // The framework changes far less often than our code: its own chunk stays cached
          // across deploys.
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            {
              // Every icon in one small chunk: split per page, each icon was a chunk of its own
              // (a few hundred bytes), and on a first visit their round trips queued behind each
              // other on HTTP/1.1's six connections.
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              // An icon only one page uses (the template editor's toolbar) stays in that page.
              minShareCount: 2,
            },
            {
              // The same for our own small shared modules (UI parts, helpers, constants).
              name: 'app-shared',
              // Parts only result pages use (the pipeline and favourite buttons, the CPV picker,
              // CSV export) stay out: in here they weigh on every first visit to / (page-weight
              // test; 151.6 -> 149.3 KB gzip when they left, issue 29's merge).
              test: new RegExp(
                `[\\\\/]src[\\\\/](components|lib|config|hooks)[\\\\/](?!${RESULT_PAGE_PARTS.join('|')})`,
              ),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
}));
