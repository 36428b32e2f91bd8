import { defineConfig } from 'vitest/config';

// One test command for every workspace; each project keeps its own config.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
