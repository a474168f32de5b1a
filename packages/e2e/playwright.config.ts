import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './src/chromium.js';

/**
 * Each worker starts its own server, data folder and delivery sink (the `agency` worker fixture in
 * tests/fixtures.ts, src/worker-server.ts): ports E2E_PORT, E2E_SMTP_PORT and E2E_SINK_PORT plus the worker's
 * parallel index. Tests make their own clients (src/factory.ts), so they run in parallel and in any order
 * (docs/decisions/0071). E2E_WORKERS sets the number of workers (2: this machine's cores).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Sized for a busy machine (issue 38: the tests pass beside two CPU-bound processes): a bound only ever
  // reached by a test that has already failed, never a pace a passing test must keep.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // `npm test` asks for a JSON report too, to count every test in its closing line.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    acceptDownloads: true,
    trace: 'off',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
