import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'test/**/*.test.ts'],
    // The cluster test runs on its own (vitest.cluster.config.ts, `npm run test:cluster`).
    exclude: [...configDefaults.exclude, 'test/cluster/**'],
    globalSetup: ['test/global-setup.ts'],
    // Every file fails when a query was sent on a connection still running another (issue 20 item 7).
    setupFiles: ['test/setup-one-query-per-client.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
