import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Node by default (pure helpers, the server render); a component test opts into jsdom with
// `// @vitest-environment jsdom` at its top (the pipeline's, with Testing Library).
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
