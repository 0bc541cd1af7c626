import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/mcp', 'apps/server', 'apps/web'],
    // Two cores: more workers only fight over the CPU and the shared Postgres.
    maxWorkers: 2,
  },
});
