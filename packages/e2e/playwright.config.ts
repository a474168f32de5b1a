import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './src/chromium.js';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The delivery sink (src/delivery-sink.mjs): a real SMTP server and a real SMS gateway, readable over HTTP. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const SINK_PORT = Number(process.env.E2E_SINK_PORT ?? 3198);
process.env.E2E_SINK_URL ??= `http://127.0.0.1:${SINK_PORT}`;

// Workers re-read this file: the first evaluation (the runner's) chooses the data folder for all.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'area-clienti-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // `npm test` asks for a JSON report too, to count every test in its closing line.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    acceptDownloads: true,
    trace: 'off',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node src/delivery-sink.mjs',
      url: `${process.env.E2E_SINK_URL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_SINK_PORT: String(SINK_PORT) },
    },
    {
      command: 'node --enable-source-maps ../server/dist/main.js',
      url: `${BASE_URL}/login`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        PUBLIC_URL: BASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        SMS_URL: `${process.env.E2E_SINK_URL}/sms`,
        // Not the demo default, so the legal pages' test shows the identity comes from configuration.
        AGENCY_LEGAL_NAME: 'Agenzia Prova E2E S.r.l.',
        AGENCY_DPO_EMAIL: 'dpo@prova-e2e.example.it',
        // The day the demo's fixed dates are read from: Mario's motor policy expires in 9 days, an instalment
        // is overdue (issue 11), whatever the date the tests run on.
        CLOCK_TODAY: '2026-11-22',
      },
    },
  ],
});
