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

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFirstRoutes(), reportInitialJs(), precompressAssets()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    // Emitted to apps/web/dist with content-hashed file names under dist/assets;
    // every page is a lazy route (src/app/router.tsx), so each gets its own chunk.
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework changes far less often than our code: its own chunk stays cached
          // across deploys.
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
