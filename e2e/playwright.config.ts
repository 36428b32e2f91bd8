import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// A port per run (workers inherit the main process's environment), so two runs on one machine never meet.
process.env.E2E_PORT ??= String(3100 + (process.pid % 800));
const PORT = Number(process.env.E2E_PORT);
const DATA_DIR = path.join(os.tmpdir(), `motorwise-e2e-${PORT}`);

// Debian's chromium, never a downloaded browser build (none can be fetched here).
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./failure-context-reporter.ts']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...chromium, viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...chromium, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  // The real server on real (embedded) PostgreSQL with a fresh data folder and the demo data.
  webServer: {
    command: `rm -rf ${DATA_DIR} && npm run -w apps/api start`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  },
});
