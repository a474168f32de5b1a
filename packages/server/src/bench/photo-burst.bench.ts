/**
 * `npm run bench:photo-burst` (issue 33, item 7; docs/decisions/0133): one client completes twenty uploads
 * of a 60 MP PNG (a decompression bomb of tens of KB that passes the size check) at once, against a server
 * in a process of its own. Measured from outside: the server process's RSS (from /proc, every 20 ms) before
 * and at its peak, and meanwhile /healthz and another client's logged-in read (getDossierList) asked one
 * after the other, their latency. Twice in the same run: with the turns as shipped (FILE_CHECKS_AT_ONCE,
 * FILE_CHECKS_PER_CLIENT at their defaults) and unbounded (both 64: every check at once, as before), the
 * baseline. Figures, never pass/fail; written into docs/performance.md unless BENCH_WRITE_DOC=false.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiPath, ClaimReportPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import sharp from 'sharp';
import { writePerformanceSection } from '../../../../scripts/performance-doc.mjs';
import { DEMO_PASSWORD } from '../seed/demo-agency.js';
import { startProcess, stopServer } from './bench-process.js';

const PORT = Number(process.env.BENCH_PHOTO_PORT ?? 3941);
const BASE = `http://127.0.0.1:${PORT}`;
const UPLOADS = 20;
/** The day the demo's dates are read from (its policies in force), and a day of a claim before it. */
const TODAY = '2026-11-22';
const EVENT_DATE = '2026-11-20';
const SENDER = '10000001';
const READER = '10000003';

/**
 * glibc's setting the deployment gives the server (docs/deployment.md, decisions/0133): buffers of 128 KB
 * and more mapped on their own and given back when freed, rather than kept in the arena of whichever
 * thread freed them. The bench's own environment must not carry it into the rows without it.
 */
const MALLOC_SETTING = { MALLOC_MMAP_THRESHOLD_: '131072' };
delete process.env.MALLOC_MMAP_THRESHOLD_;
delete process.env.MALLOC_ARENA_MAX;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function call(path: string, body: object, token?: string) {
  const reply = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await reply.json()) as Record<string, unknown>;
  if (!reply.ok) throw new Error(`${path}: ${reply.status} ${JSON.stringify(json)}`);
  return json;
}

const login = async (loginId: string) =>
  (await call(ApiPath.login, { loginId, password: DEMO_PASSWORD, applicationId: DEFAULT_APPLICATION_ID }))
    .token as string;

/** A file started and sent whole in one chunk (not completed): its upload's id. */
async function uploaded(token: string, reportId: string, name: string, bytes: Buffer) {
  const { upload } = (await call(
    ClaimReportPath.startClaimReportUpload,
    { reportId, name, size: bytes.length, type: 'image/png' },
    token,
  )) as { upload: { uploadId: string } };
  const body = new FormData();
  body.append('uploadId', upload.uploadId);
  body.append('offset', '0');
  body.append('chunk', new Blob([new Uint8Array(bytes)]), 'blob');
  const sent = await fetch(`${BASE}${ClaimReportPath.sendClaimReportChunk}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  if (!sent.ok) throw new Error(`chunk: ${sent.status} ${await sent.text()}`);
  return upload.uploadId;
}

/** A new draft of the sender's, on their first policy in force on EVENT_DATE. */
async function draftOf(token: string) {
  const { policies } = (await call(
    ClaimReportPath.getClaimReportPolicies,
    { eventDate: EVENT_DATE },
    token,
  )) as {
    policies: { dossierId: number }[];
  };
  const dossierId = policies[0]?.dossierId;
  if (dossierId === undefined) throw new Error(`${SENDER} has no policy in force on ${EVENT_DATE}`);
  const { report } = (await call(
    ClaimReportPath.createClaimReport,
    { dossierId, eventDate: EVENT_DATE },
    token,
  )) as {
    report: { reportId: string };
  };
  return report.reportId;
}

/** Latencies of one call asked again and again, one at a time, until `until` settles. */
async function probe(ask: () => Promise<Response>, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  let failed = 0;
  while (!done) {
    const started = performance.now();
    const reply = await ask().catch(() => undefined);
    times.push(performance.now() - started);
    if (!reply?.ok) failed++;
    await reply?.arrayBuffer();
    await sleep(50);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { count: times.length, failed, p50: at(0.5), max: times.at(-1) ?? 0 };
}

/** The most checks the server's metrics showed running and waiting, sampled until `until` settles. */
async function turnsSeen(until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const most = { running: 0, waiting: 0 };
  while (!done) {
    const text = await (await fetch(`${BASE}/metrics`)).text();
    for (const state of ['running', 'waiting'] as const) {
      const value = Number(
        new RegExp(`^area_clienti_file_checks_${state} (\\d+)$`, 'm').exec(text)?.[1] ?? 0,
      );
      most[state] = Math.max(most[state], value);
    }
    await sleep(20);
  }
  return most;
}

interface Burst {
  mode: string;
  startedMb: number;
  beforeMb: number;
  peakMb: number;
  afterMb: number;
  seconds: number;
  answers: string;
  turns: { running: number; waiting: number };
  health: Awaited<ReturnType<typeof probe>>;
  read: Awaited<ReturnType<typeof probe>>;
}

async function burst(mode: string, env: Record<string, string>, bomb: Buffer): Promise<Burst> {
  const dataDir = mkdtempSync(join(tmpdir(), 'area-clienti-photo-burst-'));
  let server: ChildProcess | undefined;
  try {
    server = await startProcess(
      'src/main.ts',
      {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        CLOCK_TODAY: TODAY,
        ...env,
      },
      () => fetch(`${BASE}/readyz`).then((ready) => ready.ok),
    );
    const pid = server.pid as number;
    const startedMb = rssMb(pid);
    const [sender, reader] = [await login(SENDER), await login(READER)];
    // One small photo first, so that sharp and its library are loaded before the memory is taken.
    const warmReport = await draftOf(sender);
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    await call(
      ClaimReportPath.completeClaimReportUpload,
      { uploadId: await uploaded(sender, warmReport, 'w.png', small) },
      sender,
    );
    const reportId = await draftOf(sender);
    const uploads: string[] = [];
    for (let i = 1; i <= UPLOADS; i++) uploads.push(await uploaded(sender, reportId, `bomba-${i}.png`, bomb));
    await sleep(1_000);
    const beforeMb = rssMb(pid);
    let peakMb = beforeMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, rssMb(pid));
    }, 20);
    const started = performance.now();
    const completions = Promise.all(
      uploads.map((uploadId) =>
        fetch(`${BASE}${ClaimReportPath.completeClaimReportUpload}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sender}` },
          body: JSON.stringify({ uploadId }),
        }).then(async (reply) => {
          await reply.arrayBuffer();
          return reply.status;
        }),
      ),
    );
    const [statuses, health, read, turns] = await Promise.all([
      completions,
      probe(() => fetch(`${BASE}/healthz`), completions),
      probe(
        () =>
          fetch(`${BASE}${ApiPath.getDossierList}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${reader}` },
            body: '{}',
          }),
        completions,
      ),
      turnsSeen(completions),
    ]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peakMb = Math.max(peakMb, rssMb(pid));
    const counted = new Map<number, number>();
    for (const status of statuses) counted.set(status, (counted.get(status) ?? 0) + 1);
    const answers = [...counted].map(([status, n]) => `${n} × ${status}`).join(', ');
    return { mode, startedMb, beforeMb, peakMb, afterMb: rssMb(pid), seconds, answers, turns, health, read };
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (n: number) => n.toFixed(0);
const ms = (n: number) => n.toFixed(0);

function table(bursts: Burst[]): string {
  return [
    '| checks | RSS started / before / peak / after, MB | **added at peak** | 20 completions | answered | turns seen (running, waiting) | /healthz p50 / max ms (n) | getDossierList p50 / max ms (n) |',
    '| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
    ...bursts.map(
      (b) =>
        `| ${b.mode} | ${mb(b.startedMb)} / ${mb(b.beforeMb)} / ${mb(b.peakMb)} / ${mb(b.afterMb)} | **+${mb(b.peakMb - b.beforeMb)} MB** | ${b.seconds.toFixed(1)} s | ${b.answers} | ${b.turns.running}, ${b.turns.waiting} | ${ms(b.health.p50)} / ${ms(b.health.max)} (${b.health.count}${b.health.failed ? `, ${b.health.failed} failed` : ''}) | ${ms(b.read.p50)} / ${ms(b.read.max)} (${b.read.count}${b.read.failed ? `, ${b.read.failed} failed` : ''}) |`,
    ),
  ].join('\n');
}

async function main() {
  const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#3366aa' } })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`;
  const atStart = load();
  const unbounded = { FILE_CHECKS_AT_ONCE: '64', FILE_CHECKS_PER_CLIENT: '64' };
  const bursts: Burst[] = [];
  for (const [mode, env] of [
    ['unbounded (64 and 64: every check at once, as before; the baseline)', unbounded],
    ['bounded (the defaults: 2 at once, 1 a client)', {}],
    ['unbounded, with the malloc setting', { ...unbounded, ...MALLOC_SETTING }],
    ['**bounded, with the malloc setting (as shipped)**', MALLOC_SETTING],
  ] as const)
    bursts.push(await burst(mode, env, bomb));
  const text = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}: ${UPLOADS} uploads of a ` +
      `10,000 × 6,000 PNG of ${(bomb.length / 1024).toFixed(0)} KB by one client, completed at once; the server ` +
      `from source (tsx) on the embedded PostgreSQL, its process's RSS read from /proc (PostgreSQL's processes not counted). ` +
      `Load average (1, 5, 15 min) at the start ${atStart}, at the end ${load()}.`,
    '',
    table(bursts),
    '',
    `The malloc setting: \`MALLOC_MMAP_THRESHOLD_=${MALLOC_SETTING.MALLOC_MMAP_THRESHOLD_}\` in the server's environment. ` +
      '"Before": after one small photo was checked (sharp loaded) and the twenty files sent, before the completions. ' +
      "/healthz and another client's getDossierList were asked one at a time, 50 ms apart, until the last completion answered.",
  ].join('\n');
  console.log(`\n${text}`);
  if (process.env.BENCH_WRITE_DOC !== 'false') writePerformanceSection('photo-burst', text);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
