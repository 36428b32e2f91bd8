import { defineConfig } from 'vitest/config';

// The cluster test (decision 071): real processes (PostgreSQL, s3rver, two API servers, nginx), run on its
// own by `npm run test:cluster`, never by `npm test`'s unit run.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['test/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
