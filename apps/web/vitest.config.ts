import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A user-event test types into real Mantine inputs: a few seconds of work that takes longer when the
    // two cores are busy. Generous, so load cannot fail a correct test; a hung one still stops.
    testTimeout: 20_000,
  },
});
