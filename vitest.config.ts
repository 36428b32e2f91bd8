import { defineConfig } from 'vitest/config';

// One test command for every workspace; each project keeps its own config. The scripts' tests (the module
// generator's) need no workspace: a project of their own.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
