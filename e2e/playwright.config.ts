import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium';

// One id per run (workers inherit it), so runs side by side never share an artifacts folder.
process.env.E2E_RUN_ID ??= String(process.pid);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON ?? '../test-results/e2e.json' }],
  ],
  outputDir: `../test-results/e2e-artifacts-${process.env.E2E_RUN_ID}`,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
