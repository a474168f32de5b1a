/**
 * `npm run bench:lighthouse` (and `npm run bench`, after `npm run build`): Lighthouse's mobile audit (its
 * default: a mid-range phone, simulated slow 4G and a 4× slower CPU) of /login, of the home page and of a
 * policy page as a logged-in client sees them, on the built server with the demo agency. The scores go
 * into docs/performance.md (issue 10). Figures, never pass/fail.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { writePerformanceSection } from '../../../scripts/performance-doc.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.js';
import { APPLICATION_ID, DEMO_PASSWORD } from './demo.js';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3941);
const BASE = `http://127.0.0.1:${PORT}`;
const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const SERVER = join(root, 'packages/server/dist/main.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [SERVER], {
    cwd: join(root, 'packages/server'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      PUBLIC_URL: BASE,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; waited < 120_000; waited += 250) {
    const ready = await fetch(`${BASE}/readyz`).catch(() => null);
    if (ready?.ok) return server;
    await sleep(250);
  }
  server.kill('SIGKILL');
  throw new Error('the server did not start');
}

/** The demo client's session in this tab, as the login page leaves it (sessionStorage). */
async function logIn(page: Page): Promise<number> {
  const reply = await fetch(`${BASE}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: '10000001', password: DEMO_PASSWORD, applicationId: APPLICATION_ID }),
  });
  const { token, user } = (await reply.json()) as { token: string; user: unknown };
  if (!token) throw new Error(`the demo login failed (${reply.status})`);
  await page.goto(`${BASE}/not-found`);
  await page.evaluate(
    (storedToken, storedUser) => {
      sessionStorage.setItem('token', storedToken);
      sessionStorage.setItem('user', storedUser);
    },
    token,
    JSON.stringify(user),
  );
  const list = await fetch(`${BASE}/v1/data/getDossierList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  const { dossiers } = (await list.json()) as { dossiers: { dossierID: number; numeroPolizza: string }[] };
  const motor = dossiers.find((d) => d.numeroPolizza === '10020030');
  if (!motor) throw new Error('the demo motor policy is missing');
  return motor.dossierID;
}

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function audit(page: Page, path: string): Promise<Scores> {
  const result = await lighthouse(
    `${BASE}${path}`,
    { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true },
    undefined,
    page,
  );
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  const { categories, runtimeError, audits, finalDisplayedUrl } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${path}: ${runtimeError.message}`);
  // What cost points, to act on: the timings, and every audit that did not pass.
  const timings = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
    .map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  console.log(`${path} (shown: ${finalDisplayedUrl}): ${timings}`);
  for (const failed of Object.values(audits).filter((a) => a.score !== null && a.score < 0.9))
    console.log(`  ${failed.id}: ${failed.title} ${failed.displayValue ?? ''}`);
  return Object.fromEntries(
    CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
  ) as Scores;
}

async function main() {
  if (!existsSync(SERVER)) throw new Error('run `npm run build` first: Lighthouse audits the built app');
  const dataDir = mkdtempSync(join(tmpdir(), 'area-clienti-lighthouse-'));
  const server = await startServer(dataDir);
  const browser = await puppeteer.launch({
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
    headless: true,
  });
  try {
    const rows: [string, Scores][] = [];
    const visitor = await browser.newPage();
    rows.push(['/login', await audit(visitor, '/login')]);
    const page = await browser.newPage();
    const dossierId = await logIn(page);
    rows.push(['/ (home, logged in)', await audit(page, '/')]);
    rows.push([
      `/polizza/${dossierId} (motor policy, logged in)`,
      await audit(page, `/polizza/${dossierId}`),
    ]);
    const text = [
      `Measured ${new Date().toISOString().slice(0, 10)}, Lighthouse 12 mobile (simulated slow 4G, 4× CPU), the built app.`,
      '',
      '| page | performance | accessibility | best practices | SEO |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...rows.map(
        ([page, s]) =>
          `| ${page} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} |`,
      ),
    ].join('\n');
    console.log(`\n${text}`);
    writePerformanceSection('lighthouse', text);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
