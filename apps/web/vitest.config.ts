import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Pure helpers only for now; switch a file to jsdom with `// @vitest-environment jsdom`
// once a DOM test environment is installed.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
