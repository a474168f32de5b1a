/**
 * `npm run bench:main-thread`: where the main thread goes when a phone opens the home and the motor policy's
 * page cold, from Chrome's trace at Lighthouse's 4× CPU slowdown (decisions/0123). For each opening:
 * - the **thread time** (CPU the renderer's main thread used, which the other processes of a shared machine
 *   move less than wall time) of the stylesheet's parsing, style recalculation, layout, HTML parsing, script
 *   evaluation and all tasks;
 * - what the **long tasks** (over 50 ms, the ones blocking time counts) are made of, by wall time: script,
 *   style, layout, paint, the stylesheet, and "other" (the task's own time no trace event names).
 * Each opening is a new browser context (its own cache and renderer) whose first navigation is the page, the
 * demo client's session put in sessionStorage before the page's scripts run. With BENCH_MAIN_THREAD_DIST_B
 * set, two servers (WEB_DIST_DIR = BENCH_MAIN_THREAD_DIST_A, default the checkout's build, and _B) are
 * opened in turn, so that two builds are compared under the same load. Figures, never pass/fail.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { demoLogin, loadAverage, startBenchServer } from './bench-server.js';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.js';

const RUNS = Math.max(1, Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 5));
const PORT = Number(process.env.BENCH_MAIN_THREAD_PORT ?? 3943);

/** Trace event names (Chrome's timeline) measured by thread time, and what DevTools calls them. */
const KINDS = {
  ParseAuthorStyleSheet: 'parse stylesheet',
  UpdateLayoutTree: 'recalculate style',
  Layout: 'layout',
  ParseHTML: 'parse HTML',
  'v8.evaluateModule': 'evaluate module',
  FunctionCall: 'function call',
  RunTask: 'all tasks',
} as const;
type Kind = keyof typeof KINDS;

/** The kind of work an event of a long task is booked to (its outermost event with a kind). */
const WORK: Record<string, string> = {
  'v8.evaluateModule': 'script',
  'v8.compileModule': 'script',
  FunctionCall: 'script',
  EvaluateScript: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'stylesheet',
  Layout: 'layout',
  ParseHTML: 'parse HTML',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
};
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string } };
}

interface Opening {
  threadTime: Record<Kind, number>;
  longTasks: Record<string, number>;
}

/** The outermost events of a list sorted by start (an event inside one already kept is left out). */
function outermost(events: TraceEvent[]): TraceEvent[] {
  const kept: TraceEvent[] = [];
  let end = -1;
  for (const event of events) {
    if (event.ts < end) continue;
    kept.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return kept;
}

function analyse(events: TraceEvent[], base: string): Opening {
  // The page's renderer: the process that parsed the page's HTML. The trace also holds Chrome's own
  // renderers (the "WebUI Top Renderer" of its omnibox popup, busy for 100 ms and more at 4×): left out.
  const pages = new Set(
    events
      .filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(base))
      .map((e) => e.pid),
  );
  const mains = new Set(
    events
      .filter(
        (e) =>
          e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && pages.has(e.pid),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's main thread: its complete events, in order.
  const main = events
    .filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const threadTime = Object.fromEntries(
    (Object.keys(KINDS) as Kind[]).map((kind) => {
      const named = main.filter((e) => (kind === 'RunTask' ? TASKS.has(e.name) : e.name === kind));
      return [kind, outermost(named).reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000];
    }),
  ) as Record<Kind, number>;
  const longTasks: Record<string, number> = {};
  const book = (work: string, microseconds: number) => {
    longTasks[work] = (longTasks[work] ?? 0) + microseconds / 1000;
  };
  for (const task of outermost(main.filter((e) => TASKS.has(e.name)))) {
    const duration = task.dur ?? 0;
    if (duration <= 50_000) continue;
    const inside = main.filter(
      (e) => WORK[e.name] && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + duration,
    );
    let named = 0;
    for (const event of outermost(inside)) {
      book(WORK[event.name] ?? 'other', event.dur ?? 0);
      named += event.dur ?? 0;
    }
    book('other', duration - named);
    book('blocking (over 50 ms)', duration - 50_000);
  }
  return { threadTime, longTasks };
}

async function open(browser: Browser, base: string, path: string): Promise<Opening> {
  const { token, user } = await demoLogin(base);
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.evaluateOnNewDocument(
      (storedToken, storedUser) => {
        sessionStorage.setItem('token', storedToken);
        sessionStorage.setItem('user', storedUser);
      },
      token,
      JSON.stringify(user),
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'],
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
    // The page with its data: its main heading shown.
    await page.waitForSelector('main h1', { visible: true });
    const trace = await page.tracing.stop();
    const { traceEvents } = JSON.parse(new TextDecoder().decode(trace)) as { traceEvents: TraceEvent[] };
    return analyse(traceEvents, base);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
/** "median (min–max)" in whole ms. */
const spread = (values: number[]) =>
  `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

async function motorPolicyPath(base: string): Promise<string> {
  const list = await fetch(`${base}/v1/data/getDossierList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${(await demoLogin(base)).token}` },
    body: '{}',
  });
  const { dossiers } = (await list.json()) as { dossiers: { dossierID: number; numeroPolizza: string }[] };
  const motor = dossiers.find((d) => d.numeroPolizza === '10020030');
  if (!motor) throw new Error('the demo motor policy is missing');
  return `/polizza/${motor.dossierID}`;
}

async function main() {
  const builds = [
    { name: 'A', dist: process.env.BENCH_MAIN_THREAD_DIST_A },
    ...(process.env.BENCH_MAIN_THREAD_DIST_B
      ? [{ name: 'B', dist: process.env.BENCH_MAIN_THREAD_DIST_B }]
      : []),
  ];
  const servers: { name: string; base: string; stop(): Promise<void> }[] = [];
  try {
    for (const [index, build] of builds.entries()) {
      // startBenchServer hands its environment to the server: WEB_DIST_DIR picks the build it serves.
      if (build.dist) process.env.WEB_DIST_DIR = build.dist;
      else delete process.env.WEB_DIST_DIR;
      servers.push({
        name: build.name,
        ...(await startBenchServer(PORT + index, `main-thread-${build.name}`)),
      });
    }
    const browser = await puppeteer.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
    const results = new Map<string, Opening[]>();
    try {
      const paths = ['/', await motorPolicyPath(servers[0]?.base ?? '')];
      // One opening of each page first: the servers' first replies prepare their statements.
      for (const server of servers) for (const path of paths) await open(browser, server.base, path);
      for (let run = 0; run < RUNS; run++)
        for (const server of servers)
          for (const path of paths) {
            const key = `${server.name} ${path}`;
            const opening = await open(browser, server.base, path);
            results.set(key, [...(results.get(key) ?? []), opening]);
            const kinds = (Object.keys(KINDS) as Kind[]).map(
              (kind) => `${KINDS[kind]} ${opening.threadTime[kind].toFixed(0)}`,
            );
            const long = Object.entries(opening.longTasks).map(([work, ms]) => `${work} ${ms.toFixed(0)}`);
            console.log(
              `${key} (load ${loadAverage()}): ${kinds.join(', ')} | long tasks: ${long.join(', ')}`,
            );
          }
    } finally {
      await browser.close();
    }
    const kinds = Object.keys(KINDS) as Kind[];
    console.log(`\nThread time (ms, 4× CPU), median (min–max) of ${RUNS} cold openings:`);
    console.log(`| build, page | ${kinds.map((kind) => KINDS[kind]).join(' | ')} |`);
    for (const [key, runs] of results)
      console.log(
        `| ${key} | ${kinds.map((kind) => spread(runs.map((r) => r.threadTime[kind]))).join(' | ')} |`,
      );
    const works = [
      ...new Set([...results.values()].flatMap((runs) => runs.flatMap((r) => Object.keys(r.longTasks)))),
    ];
    console.log('\nTasks over 50 ms (wall ms, 4× CPU), median (min–max):');
    console.log(`| build, page | ${works.join(' | ')} |`);
    for (const [key, runs] of results)
      console.log(
        `| ${key} | ${works.map((work) => spread(runs.map((r) => r.longTasks[work] ?? 0))).join(' | ')} |`,
      );
  } finally {
    for (const server of servers) await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
