/**
 * `npm run bench:slow3g` (after `npm run build`): issue 20's target "from 'Accedi' to a usable home at most
 * 8 s on a slow 3G profile". Chromium with DevTools' "Slow 3G" network (2 s of latency a request, 400 kbit/s
 * each way), a cold cache, the demo client on the built server: /login is opened and filled as a person
 * does, then the clock runs from the click on "Accedi" until the home shows the client's policies. A
 * figure, never pass/fail; with the machine's load average and the CPU time (user + system) the browser
 * and the server spent, since wall-clock figures move with the other work on the machine.
 *
 * BENCH_SLOW3G_RUNS (3) runs; BENCH_SLOW3G_PORT (3942); BENCH_SLOW3G_CPU (1): Chromium's CPU slowdown;
 * BENCH_SLOW3G_TRACE=true prints every request of each run with its start and end after the click.
 */
import { chromium, type Page } from 'playwright-core';
import { writePerformanceSection } from '../../../scripts/performance-doc.mjs';
import { cpuSecondsOfTree, loadAverage, startBenchServer } from './bench-server.js';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.js';
import { DEMO_PASSWORD } from './demo.js';

const PORT = Number(process.env.BENCH_SLOW3G_PORT ?? 3942);
const RUNS = Math.max(1, Number(process.env.BENCH_SLOW3G_RUNS ?? 3));
const CPU_SLOWDOWN = Math.max(1, Number(process.env.BENCH_SLOW3G_CPU ?? 1));
const TRACE = process.env.BENCH_SLOW3G_TRACE === 'true';

/** Chrome DevTools' "Slow 3G" preset (its NetworkManager): 500 kbit/s × 0.8 each way, 400 ms × 5 latency. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

interface Run {
  /** From opening /login until its form can be used. */
  formReady: number;
  /** From the click until the button shows it is working. */
  spinner: number;
  /** From the click until the home shows the client's policies. */
  usable: number;
  /** From the click until no request is left running. */
  quiet: number;
  /** CPU seconds of the browser (with this script) and of the server (with its PostgreSQL) from the click until the home was usable. */
  browserCpu: number;
  serverCpu: number;
  requests: number;
}

interface Timed {
  url: string;
  start: number;
  end?: number;
}

/** Requests under way and done, with their start and end times. */
function watchRequests(page: Page) {
  const all = new Map<object, Timed>();
  page.on('request', (request) => all.set(request, { url: request.url(), start: Date.now() }));
  const done = (request: object) => {
    const timed = all.get(request);
    if (timed) timed.end = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    running: () => [...all.values()].filter((r) => r.end === undefined).length,
    /** The requests started from `moment` on, timed from it. */
    after: (moment: number) =>
      [...all.values()]
        .filter((r) => r.start >= moment)
        .map((r) => ({
          ...r,
          start: r.start - moment,
          end: r.end === undefined ? undefined : r.end - moment,
        })),
  };
}

async function oneRun(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  base: string,
  serverPid: number,
): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const requests = watchRequests(page);
  try {
    const opened = Date.now();
    await page.goto(`${base}/login`);
    const loginId = page.getByLabel('User ID o e-mail');
    await loginId.waitFor({ state: 'visible', timeout: 60_000 });
    const formReady = Date.now() - opened;
    // A person takes a few seconds to type: what the page starts on the first focus has that time.
    await loginId.fill('10000001');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.waitForTimeout(3_000);
    const submit = page.getByRole('button', { name: 'Accedi', exact: true });
    // Chromium runs below this process, as the server does: the browser's share is the rest of the tree.
    const cpuAt = () => {
      const server = cpuSecondsOfTree(serverPid);
      return { browser: cpuSecondsOfTree(process.pid) - server, server };
    };
    const cpuBefore = cpuAt();
    const clickedAt = Date.now();
    await submit.click();
    const busy = page.locator(
      'button[type="submit"][aria-busy="true"], button[type="submit"] .spinner-border',
    );
    const spinner = await busy
      .first()
      .waitFor({ state: 'attached', timeout: 10_000 })
      .then(() => Date.now() - clickedAt)
      .catch(() => Number.NaN);
    await page.getByRole('heading', { name: 'Le tue polizze' }).waitFor({ timeout: 120_000 });
    await page.locator('.dossier-list li').first().waitFor({ timeout: 120_000 });
    const usable = Date.now() - clickedAt;
    const cpuAfter = cpuAt();
    while (requests.running() > 0 && Date.now() - clickedAt < 120_000) await page.waitForTimeout(50);
    const quiet = Date.now() - clickedAt;
    const after = requests.after(clickedAt);
    if (TRACE) {
      for (const r of after.sort((a, b) => a.start - b.start)) {
        const path = new URL(r.url).pathname;
        console.log(`  ${String(r.start).padStart(6)} → ${String(r.end ?? '…').padStart(6)} ms  ${path}`);
      }
    }
    return {
      formReady,
      spinner,
      usable,
      quiet,
      browserCpu: cpuAfter.browser - cpuBefore.browser,
      serverCpu: cpuAfter.server - cpuBefore.server,
      requests: after.length,
    };
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => (Number.isNaN(ms) ? '—' : (ms / 1000).toFixed(1));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const server = await startBenchServer(PORT, 'slow3g');
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const loadBefore = loadAverage();
  const runs: Run[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const run = await oneRun(browser, server.base, server.pid);
      console.log(
        `run ${i + 1}: form ready ${seconds(run.formReady)} s; after "Accedi": spinner ${seconds(run.spinner)} s, home usable ${seconds(run.usable)} s, network quiet ${seconds(run.quiet)} s (${run.requests} requests); CPU browser ${run.browserCpu.toFixed(2)} s, server ${run.serverCpu.toFixed(2)} s; load ${loadAverage()}`,
      );
      runs.push(run);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const row = (label: string, pick: (r: Run) => number, format = seconds) =>
    `| ${label} | ${runs.map((r) => format(pick(r))).join(' / ')} | ${format(median(runs.map(pick)))} |`;
  const cpu = (value: number) => value.toFixed(2);
  const text = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run bench:slow3g\`: Chromium with DevTools' Slow 3G (2 s latency, 400 kbit/s each way)${CPU_SLOWDOWN > 1 ? `, CPU ${CPU_SLOWDOWN}× slower` : ''}, a cold cache, a 390 px phone viewport, the built app and the demo client; ${RUNS} runs, load average ${loadBefore} → ${loadAverage()}.`,
    '',
    `| seconds | ${runs.map((_, i) => `run ${i + 1}`).join(' / ')} | median |`,
    '| --- | --- | ---: |',
    row('/login opened → form ready', (r) => r.formReady),
    row('"Accedi" → spinner on the button', (r) => r.spinner),
    row('**"Accedi" → home usable** (the policies shown; target ≤ 8 s)', (r) => r.usable),
    row('"Accedi" → no request left', (r) => r.quiet),
    row('CPU (user + system) of the browser, click → usable', (r) => r.browserCpu, cpu),
    row('CPU (user + system) of the server, click → usable', (r) => r.serverCpu, cpu),
  ].join('\n');
  console.log(`\n${text}`);
  if (process.env.BENCH_WRITE_DOC !== 'false') writePerformanceSection('slow3g', text);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
