/**
 * `npm run bench:load` (and `npm run bench`): the server under load, as a client's browser would reach it,
 * against the cheapest route it has (GET /healthz, no database) measured in the same run on the same
 * machine: requests a second and p99 of the reads with 50 connections, /healthz's p99 while the reads
 * load the server, and the server's memory once started. On the embedded PostgreSQL and, when one answers, on
 * a PostgreSQL server. The server runs in a process of its own, the load in this one (issue 10;
 * docs/performance.md). Figures, never pass/fail.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import autocannon from 'autocannon';
import { writePerformanceSection } from '../../../../scripts/performance-doc.mjs';
import { HASHING_AT_ONCE } from '../modules/auth/index.js';
import { DEMO_PASSWORD } from '../seed/demo-agency.js';
import { startProcess, stopServer } from './bench-process.js';
import {
  type AnswerCpu,
  backendPids,
  cpuMicrosOf,
  cpuPerAnswer,
  embeddedPostgresPids,
} from './process-cpu.js';
import { type RawVerify, rawVerifyRate } from './raw-verify.js';
import { dropServerDatabase, freshServerDatabase } from './server-database.js';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 3931);
/** The bare reads' server (bare-reads.ts): the next port. */
const BARE_PORT = PORT + 1;
/** Which engines to measure: `embedded,postgres` (both, the default), or one of them. */
const ENGINES = (process.env.BENCH_ENGINES ?? 'embedded,postgres').split(',');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
/**
 * Only these reads (`getDossierList,getUserStatus`), after /healthz, and neither the login storm nor
 * /healthz beside the load: a quicker run while working on the reads. Unset: every figure.
 */
const ONLY_READS = process.env.BENCH_READS?.split(',');
/**
 * `BENCH_LOAD_ROWS=logins`: only /healthz (the baseline) and the login rows, for iterating on logins
 * (with BENCH_WRITE_DOC=false; a partial table is never written into the document).
 */
const ONLY_LOGINS = process.env.BENCH_LOAD_ROWS === 'logins';
/** The demo accounts that log in with the demo password, taken in turn by the login storm. */
const LOGIN_IDS = ['10000001', '10000002', '10000003', '90000001'];
/**
 * Logins at once: at most two at a time per account, under the login limits of an account from one
 * address (decisions/0037), and more than the hashing pool has threads.
 */
const LOGIN_CONNECTIONS = 8;

/** A read measured on the server and on the bare route that runs its statements and nothing else. */
interface Read extends Figure {
  bare?: Figure & { bytes: number };
  /** The reply body's length: the bare route's differs (its rows go out as they come). */
  bytes: number;
}

interface Figure {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  /** CPU time of the serving process (user + system) a request: less moved by the machine's load than the rate. */
  cpuMicros?: number;
  /** Answers received in the run. */
  count: number;
}

async function load(
  name: string,
  request: autocannon.Request,
  connections = CONNECTIONS,
  port = PORT,
  pid?: number,
): Promise<Figure> {
  const cpuBefore = cpuMicrosOf(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: SECONDS,
    requests: [request],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    count: result.requests.total,
    ...(pid ? { cpuMicros: (cpuMicrosOf(pid) - cpuBefore) / Math.max(1, result.requests.total) } : {}),
  };
}

const post = (path: string, body: object, token?: string): autocannon.Request => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
});

/** Logins of the demo accounts in turn, each request the next account. */
function loginStorm(): autocannon.Request {
  let next = 0;
  return {
    ...post(ApiPath.login, {}),
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        loginId: LOGIN_IDS[next++ % LOGIN_IDS.length],
        password: DEMO_PASSWORD,
        applicationId: DEFAULT_APPLICATION_ID,
      }),
    }),
  };
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  return startProcess(
    'src/main.ts',
    { PORT: String(PORT), LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...env },
    () => fetch(`http://127.0.0.1:${PORT}/readyz`).then((ready) => ready.ok),
  );
}

/** The bare reads' server on the database `url` (seeded by the server), for the reads and their bodies. */
async function startBareReads(url: string, reads: Record<string, object>): Promise<ChildProcess> {
  let ready = false;
  const bare = await startProcess(
    'src/bench/bare-reads.ts',
    { BARE_DATABASE_URL: url, BARE_PORT: String(BARE_PORT), BARE_READS: JSON.stringify(reads) },
    async () => ready,
    (line) => {
      console.log(line);
      ready ||= line.startsWith('bare reads ready');
    },
  );
  return bare;
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const callPost = (port: number, path: string, body: object, token?: string) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function callJson(path: string, body: object, token?: string) {
  return (await (await callPost(PORT, path, body, token)).json()) as Record<string, unknown>;
}

/** The bytes of a reply's body, as autocannon receives it (no Accept-Encoding: never compressed). */
async function bodyBytes(port: number, path: string, body: object, token?: string) {
  const reply = await callPost(port, path, body, token);
  return (await reply.arrayBuffer()).byteLength;
}

/** Every figure of one engine: the baseline, the reads (and on a server their bare route), /healthz under the reads, the idle memory. */
async function measureEngine(engine: string, env: Record<string, string>): Promise<EngineFigures> {
  const server = await startServer(env);
  let bare: ChildProcess | undefined;
  try {
    await sleep(2_000);
    const idleRss = server.pid ? rssMb(server.pid) : 0;
    const login = await callJson(ApiPath.login, {
      loginId: '10000001',
      password: DEMO_PASSWORD,
      applicationId: DEFAULT_APPLICATION_ID,
    });
    const token = login.token as string;
    const { dossiers } = (await callJson(ApiPath.getDossierList, {}, token)) as {
      dossiers: { dossierID: number; numeroPolizza: string }[];
    };
    const dossierId = dossiers.find((d) => d.numeroPolizza === '10020030')?.dossierID;
    const bodies = {
      getDossierList: {},
      getDossier: { dossierId },
      getGaranzie: { dossierId },
      getMovimenti: { dossierId },
      getSinistri: { dossierId },
      getDocumenti: {},
      getUserStatus: {},
    } satisfies Partial<Record<keyof typeof ApiPath, object>>;
    const wanted = (name: string) => !ONLY_LOGINS && (!ONLY_READS || ONLY_READS.includes(name));
    for (const name of Object.keys(bodies)) if (!wanted(name)) delete bodies[name as keyof typeof bodies];
    if (env.DATABASE_URL && !ONLY_LOGINS) bare = await startBareReads(env.DATABASE_URL, bodies);
    const baseline = await load(
      'GET /healthz (no database)',
      { method: 'GET', path: '/healthz' },
      CONNECTIONS,
      PORT,
      server.pid,
    );
    const reads: Read[] = [];
    for (const [name, body] of Object.entries(bodies)) {
      const path = ApiPath[name as keyof typeof bodies];
      const read: Read = {
        ...(await load(name, post(path, body, token), CONNECTIONS, PORT, server.pid)),
        bytes: await bodyBytes(PORT, path, body, token),
      };
      if (bare) {
        read.bare = {
          ...(await load(`bare ${name}`, post(`/bare/${name}`, body), CONNECTIONS, BARE_PORT, bare.pid)),
          bytes: await bodyBytes(BARE_PORT, `/bare/${name}`, body),
        };
      }
      reads.push(read);
    }
    if (bare) await stopServer(bare);
    bare = undefined;
    if (ONLY_READS) return { engine, baseline, reads, idleRss };
    // /healthz from one connection while 50 others read: does the server still answer at once?
    const [underLoad] = ONLY_LOGINS
      ? []
      : await Promise.all([
          load('GET /healthz while getGaranzie loads', { method: 'GET', path: '/healthz' }, 1),
          load('getGaranzie (beside)', post(ApiPath.getGaranzie, { dossierId }, token)),
        ]);
    // A login storm: its rate against the raw argon2id rate measured just before, the server idle (on a
    // shared machine the load moves within minutes), and /healthz beside it.
    const raw = await rawVerifyRate(LOGIN_CONNECTIONS, SECONDS);
    const postgresPids = env.DATABASE_URL
      ? () => backendPids(SERVER_URL, new URL(env.DATABASE_URL as string).pathname.slice(1))
      : async () => embeddedPostgresPids(env.DATA_DIR as string);
    const { figure: logins, cpu } = await cpuPerAnswer(
      () => load('login (demo accounts in turn)', loginStorm(), LOGIN_CONNECTIONS),
      server.pid as number,
      postgresPids,
    );
    const [underLogins] = await Promise.all([
      load('GET /healthz while logins load', { method: 'GET', path: '/healthz' }, 1),
      load('login (beside)', loginStorm(), LOGIN_CONNECTIONS),
    ]);
    return { engine, baseline, reads, idleRss, beside: { underLoad, raw, logins, cpu, underLogins } };
  } finally {
    if (bare) await stopServer(bare);
    await stopServer(server);
  }
}

/** One engine's figures; without `beside` when only the reads were measured (BENCH_READS). */
interface EngineFigures {
  engine: string;
  baseline: Figure;
  reads: Read[];
  idleRss: number;
  beside?: { underLoad?: Figure; raw: RawVerify; logins: Figure; cpu: AnswerCpu; underLogins: Figure };
}

const ratio = (a: number, b: number) => (a / b).toFixed(2);

/** One engine's figures as a Markdown table (printed, and written into docs/performance.md). */
function table(figures: EngineFigures): string {
  const { engine, baseline, reads, idleRss, beside } = figures;
  const withBare = reads.some((read) => read.bare);
  const micros = (f?: Figure) => (f?.cpuMicros === undefined ? '' : f.cpuMicros.toFixed(0));
  const row = (f: Figure & { bare?: Figure }) => {
    const cells = [
      f.name,
      f.requestsPerSecond.toFixed(0),
      f.p99.toFixed(0),
      micros(f),
      ratio(f.requestsPerSecond, baseline.requestsPerSecond),
    ];
    if (withBare) {
      cells.push(
        ...(f.bare
          ? [
              f.bare.requestsPerSecond.toFixed(0),
              f.bare.p99.toFixed(0),
              micros(f.bare),
              `**${ratio(f.requestsPerSecond, f.bare.requestsPerSecond)}**`,
              ratio(f.p99, Math.max(1, f.bare.p99)),
            ]
          : ['', '', '', '', '']),
      );
    }
    cells.push(String(f.errors + (f.bare?.errors ?? 0)));
    return `| ${cells.join(' | ')} |`;
  };
  const header = withBare
    ? [
        '| route | requests/s | p99 ms | CPU µs a call | × /healthz | bare requests/s | bare p99 ms | bare CPU µs a call | × bare | p99 ÷ bare p99 | errors |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ]
    : [
        '| route | requests/s | p99 ms | CPU µs a call | × /healthz | errors |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
      ];
  return [
    `**${engine}**: ${CONNECTIONS} connections, ${SECONDS} s a route; the server's memory once started: ${idleRss.toFixed(0)} MB`,
    '',
    ...header,
    ...[baseline, ...reads, ...(beside ? [beside.underLoad, beside.logins, beside.underLogins] : [])].flatMap(
      (f) => (f ? [row(f)] : []),
    ),
    '',
    "CPU µs a call: the serving process's CPU time (user + system, from /proc) over the requests it answered in those seconds.",
    '',
    ...(withBare
      ? [
          'Bare: the same SQL statements as the read, through node-postgres with the same pool, in a bare Fastify route (no session, no validation; `bench/bare-reads.ts`).',
          `Reply bodies, bytes (bare's beside): ${reads.map((read) => `${read.name} ${read.bytes} (${read.bare?.bytes})`).join(', ')}.`,
          '',
        ]
      : []),
    ...(beside ? loginLines(beside) : []),
  ].join('\n');
}

function loginLines({ raw, logins, cpu }: NonNullable<EngineFigures['beside']>): string[] {
  const serverCpu = cpu.server.user + cpu.server.system;
  const loginCpu = serverCpu + cpu.postgres + cpu.loadGenerator;
  return [
    `Logins (${LOGIN_CONNECTIONS} connections): ${logins.requestsPerSecond.toFixed(1)} a second, ` +
      `**${(logins.requestsPerSecond / raw.rate).toFixed(2)}** of the raw argon2id verify rate of this machine ` +
      `(${raw.rate.toFixed(1)} a second, ${LOGIN_CONNECTIONS} callers at once through the server's own verifyPassword(), ${HASHING_AT_ONCE} hashing at a time, in the bench's process just before, the server idle).`,
    '',
    `CPU time a login cost: ${loginCpu.toFixed(1)} ms (the server ${serverCpu.toFixed(1)}, its hash included, ${cpu.server.system.toFixed(1)} of it in the kernel; PostgreSQL ${cpu.postgres.toFixed(1)}; ` +
      `the load generator ${cpu.loadGenerator.toFixed(1)}), against ${raw.cpuMs.toFixed(1)} ms a raw verify (${raw.systemMs.toFixed(1)} in the kernel): **${ratio(raw.cpuMs, loginCpu)}** ` +
      '(the rate ratio with the cores to the login alone; it moves little with the load of the machine).',
  ];
}

async function main() {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`;
  // The machine's load beside the figures: on a shared machine it moves them more than anything measured.
  const loadAverage = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(', ');
  const tables = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; load average at the start ${loadAverage()}.`,
  ];
  if (ENGINES.includes('embedded')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'area-clienti-load-'));
    try {
      tables.push(table(await measureEngine('embedded PostgreSQL', { DATA_DIR: dataDir })));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (ENGINES.includes('postgres')) {
    const name = process.env.BENCH_DATABASE_NAME ?? 'areaclienti_bench_load';
    const url = await freshServerDatabase(SERVER_URL, name);
    if (url) {
      try {
        tables.push(table(await measureEngine('PostgreSQL server', { DATABASE_URL: url })));
      } finally {
        await dropServerDatabase(SERVER_URL, name);
      }
    } else tables.push(`PostgreSQL: no server at ${SERVER_URL} (BENCH_DATABASE_URL).`);
  }
  tables.push(`Load average at the end: ${loadAverage()}.`);
  const text = tables.join('\n\n');
  console.log(`\n${text}`);
  // A partial run (BENCH_ENGINES, BENCH_WRITE_DOC=false) is printed and left out of the document.
  if (process.env.BENCH_WRITE_DOC !== 'false' && !ONLY_LOGINS) writePerformanceSection('load', text);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
