/**
 * `npm run bench:engine` (and `npm run bench`): the embedded default engine (a PostgreSQL child process,
 * decision 0073) as an operator meets it, on the built server (`npm run build` first): how long a first
 * start on an empty DATA_DIR and a start on the seeded folder take, the idle memory of the server plus its
 * PostgreSQL, /healthz while 50 connections read and an import of 20,000 generated clients runs (beside the
 * idle /healthz), and the reads on the embedded engine beside the same reads on the PostgreSQL server of
 * this machine (issue 19; docs/performance.md). Figures, never pass/fail.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ApiPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import autocannon from 'autocannon';
import { writePerformanceSection } from '../../../../scripts/performance-doc.mjs';
import { writeDataSet } from '../agency-data/generate/write-data-set.js';
import { DEMO_PASSWORD } from '../seed/demo-agency.js';
import { type GroupMemory, serverMemory } from './process-memory.js';
import { dropServerDatabase, freshServerDatabase } from './server-database.js';

const SECONDS = Number(process.env.BENCH_ENGINE_SECONDS ?? 5);
const CONNECTIONS = 50;
const STARTS = Number(process.env.BENCH_ENGINE_STARTS ?? 3);
const IMPORT_CLIENTS = Number(process.env.BENCH_ENGINE_IMPORT_CLIENTS ?? 20_000);
/** The embedded server's port; the next one is the server's on the PostgreSQL server. */
const PORT = Number(process.env.BENCH_ENGINE_PORT ?? 3941);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
/** This run's database on the PostgreSQL server: a prefix of its own and the process id, dropped at the end. */
const DATABASE_NAME = `${process.env.BENCH_DATABASE_PREFIX ?? 'bench_engine'}_${process.pid}`;
const serverDir = resolve(fileURLToPath(import.meta.url), '../../..');
const MAIN = join(serverDir, 'dist/main.js');
const CLI = join(serverDir, 'dist/cli/cli.js');
const READS = ['getDossierList', 'getDossier', 'getDocumenti', 'getUserStatus'] as const;
/** `BENCH_ENGINE_READS=false`: no reads beside the server's (about 90 s), /healthz during the import only. */
const COMPARE_READS = process.env.BENCH_ENGINE_READS !== 'false';

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The built server as production starts it, its lines kept with the time since the spawn. */
class BuiltServer {
  readonly child: ChildProcess;
  readonly spawnedAt = performance.now();
  readonly lines: { ms: number; text: string }[] = [];
  readonly exited: Promise<void>;

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        SEED_DEMO: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.setEncoding('utf8').on('data', (chunk: string) => {
        const ms = performance.now() - this.spawnedAt;
        for (const text of chunk.split('\n')) if (text) this.lines.push({ ms, text });
      });
    }
    this.exited = new Promise((done) => this.child.once('exit', () => done()));
  }

  /** Milliseconds from the spawn to the first 200 of /readyz. */
  async ready(): Promise<number> {
    for (;;) {
      if (this.child.exitCode !== null) {
        throw new Error(`the server exited:\n${this.lines.map((line) => line.text).join('\n')}`);
      }
      const reply = await fetch(`http://127.0.0.1:${this.port}/readyz`).catch(() => undefined);
      if (reply?.ok) return performance.now() - this.spawnedAt;
      if (performance.now() - this.spawnedAt > 120_000)
        throw new Error('the server did not get ready in 120 s');
      await sleep(20);
    }
  }

  /** Its log's steps (engine up, database ready, listening) with the seconds since the spawn. */
  timeline(): string {
    const steps: [RegExp, string][] = [
      [/embedded PostgreSQL started/, 'PostgreSQL up (after initdb on a first start)'],
      [/starting: database ready/, 'migrations, seed, pg-boss and app built'],
      [/Server listening/, 'listening'],
    ];
    return steps
      .flatMap(([pattern, label]) => {
        const line = this.lines.find(({ text }) => pattern.test(text));
        return line ? [`${label} ${seconds(line.ms)} s`] : [];
      })
      .join(', ');
  }

  async stop(): Promise<void> {
    this.child.kill('SIGTERM');
    await this.exited;
  }

  async call(path: string, body: object, token?: string) {
    const reply = await fetch(`http://127.0.0.1:${this.port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await reply.json()) as Record<string, unknown>;
  }

  /** A demo client's token and the bodies of the reads measured (one of its dossiers). */
  async readsOfDemoClient(): Promise<{ token: string; bodies: Record<(typeof READS)[number], object> }> {
    const login = { loginId: '10000001', password: DEMO_PASSWORD, applicationId: DEFAULT_APPLICATION_ID };
    const token = (await this.call(ApiPath.login, login)).token as string;
    const { dossiers } = (await this.call(ApiPath.getDossierList, {}, token)) as {
      dossiers: { dossierID: number; numeroPolizza: string }[];
    };
    const dossierId = dossiers.find((d) => d.numeroPolizza === '10020030')?.dossierID;
    return {
      token,
      bodies: { getDossierList: {}, getDossier: { dossierId }, getDocumenti: {}, getUserStatus: {} },
    };
  }
}

interface Figure {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

const figureOf = (result: autocannon.Result): Figure => ({
  requestsPerSecond: result.requests.average,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx + result.timeouts,
});

/** Load on a route; `until` (instead of SECONDS) ends it when that promise settles. */
function load(
  port: number,
  request: autocannon.Request,
  connections: number,
  until?: Promise<unknown>,
): Promise<Figure> {
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: until ? 3_600 : SECONDS,
        requests: [request],
      },
      (error, result) => (error ? fail(error) : done(figureOf(result))),
    );
    void until?.finally(() => instance.stop());
  });
}

const healthz: autocannon.Request = { method: 'GET', path: '/healthz' };
const read = (name: (typeof READS)[number], body: object, token: string): autocannon.Request => ({
  method: 'POST',
  path: ApiPath[name],
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
});

/** First starts on empty folders and starts on the seeded folder, STARTS of each; the last server kept running. */
async function measureStarts(dataDirs: string[]) {
  const first: number[] = [];
  const seeded: number[] = [];
  const timelines: string[] = [];
  let server: BuiltServer | undefined;
  for (const [index, dataDir] of dataDirs.entries()) {
    server = new BuiltServer(PORT, { DATA_DIR: dataDir });
    first.push(await server.ready());
    if (index === 0) timelines.push(`first start: ${server.timeline()}`);
    await server.stop();
    server = new BuiltServer(PORT, { DATA_DIR: dataDir });
    seeded.push(await server.ready());
    if (index === 0) timelines.push(`seeded start: ${server.timeline()}`);
    if (index < dataDirs.length - 1) await server.stop();
  }
  console.log(`starts: first ${first.map(seconds).join(', ')} s; seeded ${seeded.map(seconds).join(', ')} s`);
  for (const timeline of timelines) console.log(`  ${timeline}`);
  return { first, seeded, timelines, server: server as BuiltServer };
}

/**
 * Each read in the order embedded, server, server, embedded (ABBA): on a shared machine whose load drifts
 * within a minute, the drift then weighs on both engines alike. Requests a second are the means of the two
 * runs of each; p99 the worse of the two.
 */
async function compareReads(embedded: BuiltServer, onServer: BuiltServer) {
  const a = await embedded.readsOfDemoClient();
  const b = await onServer.readsOfDemoClient();
  const both = (x: Figure, y: Figure): Figure => ({
    requestsPerSecond: (x.requestsPerSecond + y.requestsPerSecond) / 2,
    p99: Math.max(x.p99, y.p99),
    errors: x.errors + y.errors,
  });
  const rows: { name: string; embedded: Figure; server: Figure }[] = [];
  for (const name of READS) {
    const onEmbedded = () => load(embedded.port, read(name, a.bodies[name], a.token), CONNECTIONS);
    const onPostgres = () => load(onServer.port, read(name, b.bodies[name], b.token), CONNECTIONS);
    const firstEmbedded = await onEmbedded();
    const firstServer = await onPostgres();
    const secondServer = await onPostgres();
    const secondEmbedded = await onEmbedded();
    rows.push({
      name,
      embedded: both(firstEmbedded, secondEmbedded),
      server: both(firstServer, secondServer),
    });
  }
  return rows;
}

/** The generated feed of IMPORT_CLIENTS clients, written once and kept in the temporary folder. */
async function feed(): Promise<string> {
  const folder = join(tmpdir(), `area-clienti-gen-${IMPORT_CLIENTS}-seed1`);
  if (existsSync(join(folder, '.complete'))) return folder;
  rmSync(folder, { recursive: true, force: true });
  const started = performance.now();
  console.log(`writing a feed of ${IMPORT_CLIENTS} clients to ${folder} …`);
  await writeDataSet({ clients: IMPORT_CLIENTS, seed: 1, out: folder });
  writeFileSync(join(folder, '.complete'), '');
  console.log(`  written in ${seconds(performance.now() - started)} s`);
  return folder;
}

/**
 * `node dist/cli/cli.js import <feed>` with the server's DATA_DIR, as `npm run import` runs while the server
 * holds the embedded engine: the command hands the path to the server, which imports it.
 */
async function importThroughServer(dataDir: string, folder: string): Promise<number> {
  const started = performance.now();
  const command = spawn(process.execPath, [CLI, 'import', folder], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [command.stdout, command.stderr])
    stream?.setEncoding('utf8').on('data', (text: string) => (output += text));
  const code = await new Promise<number | null>((done) => command.once('exit', done));
  if (code !== 0) throw new Error(`the import failed (exit ${code}):\n${output}`);
  return performance.now() - started;
}

/** /healthz (one connection) while 50 connections read the dossier list and the import runs, start to end. */
async function healthzDuringImport(server: BuiltServer, dataDir: string, folder: string) {
  const { token, bodies } = await server.readsOfDemoClient();
  const importing = importThroughServer(dataDir, folder);
  const [probe, reads, importMs] = await Promise.all([
    load(server.port, healthz, 1, importing),
    load(server.port, read('getDossierList', bodies.getDossierList, token), CONNECTIONS, importing),
    importing,
  ]);
  return { probe, reads, importMs };
}

function report(figures: {
  machine: string;
  loadAtStart: string;
  starts: Awaited<ReturnType<typeof measureStarts>>;
  memory: GroupMemory;
  idleHealthz: Figure;
  readsHealthz: Figure;
  during: Awaited<ReturnType<typeof healthzDuringImport>>;
  reads: Awaited<ReturnType<typeof compareReads>> | null;
  loadAtEnd: string;
}): string {
  const { starts, memory, idleHealthz, readsHealthz, during, reads } = figures;
  const ms = (f: Figure) => f.p99.toFixed(0);
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16)}Z on ${figures.machine}; load average (1, 5, 15 min) ${figures.loadAtStart} at the start, ${figures.loadAtEnd} at the end.`,
    '',
    '| figure | measured | baseline (same run) | target |',
    '| --- | ---: | ---: | ---: |',
    `| first start, empty DATA_DIR (spawn → /readyz 200; initdb, migrations, demo seed), median of ${starts.first.length} | ${seconds(median(starts.first))} s | | ≤ 10 s |`,
    `| start on the seeded folder, median of ${starts.seeded.length} | ${seconds(median(starts.seeded))} s | | ≤ 3 s |`,
    `| idle memory, server + PostgreSQL (${memory.processes} processes), **PSS** | **${memory.pssMb.toFixed(0)} MB** | RSS sum ${memory.rssMb.toFixed(0)} MB | ≤ 250 MB |`,
    `| /healthz p99 while ${CONNECTIONS} connections read and ${IMPORT_CLIENTS.toLocaleString('en')} clients import | ${ms(during.probe)} ms | idle ${ms(idleHealthz)} ms; the reads alone ${ms(readsHealthz)} ms | ≤ 30 ms |`,
    `| the import through the running server (\`npm run import\`) | ${seconds(during.importMs)} s | | |`,
    `| getDossierList beside it (${CONNECTIONS} connections) | ${during.reads.requestsPerSecond.toFixed(0)}/s, p99 ${ms(during.reads)} ms | | |`,
  ];
  if (reads) {
    lines.push(
      '',
      `Reads, ${CONNECTIONS} connections, a demo client's token, the same built server in front of the embedded engine and of the PostgreSQL server of this machine (127.0.0.1:5432); each read ${SECONDS} s on the embedded engine, then twice on the server, then again on the embedded engine (requests/s: the mean of the two; p99: the worse):`,
      '',
      '| read | embedded requests/s | p99 ms | server requests/s | p99 ms | embedded ÷ server (target ≥ 0.9) | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...reads.map(
        (r) =>
          `| ${r.name} | ${r.embedded.requestsPerSecond.toFixed(0)} | ${ms(r.embedded)} | ${r.server.requestsPerSecond.toFixed(0)} | ${ms(r.server)} | **${(r.embedded.requestsPerSecond / r.server.requestsPerSecond).toFixed(2)}** | ${r.embedded.errors + r.server.errors} |`,
      ),
    );
  } else if (COMPARE_READS)
    lines.push('', `Reads on a server: no PostgreSQL server at ${SERVER_URL} (BENCH_DATABASE_URL).`);
  else lines.push('', 'Reads on a server: not measured (BENCH_ENGINE_READS=false).');
  lines.push(
    '',
    `Starts, each in seconds: first ${starts.first.map(seconds).join(', ')}; seeded ${starts.seeded.map(seconds).join(', ')}. Where the first pair's time went (log lines, seconds since the spawn): ${starts.timelines.join(' — ')}.`,
    `Errors: ${idleHealthz.errors + readsHealthz.errors + during.probe.errors + during.reads.errors} on /healthz and the reads beside the import.`,
  );
  return lines.join('\n');
}

async function main() {
  if (!existsSync(MAIN) || !existsSync(CLI)) {
    console.error(`the server is not built (${MAIN}): run \`npm run build\` first`);
    process.exit(1);
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`;
  const loadAtStart = loadAverage();
  console.log(`load average ${loadAtStart}`);
  const folder = await feed();
  const dataDirs = Array.from({ length: STARTS }, () => mkdtempSync(join(tmpdir(), 'area-clienti-engine-')));
  // Each first start on a folder that does not exist yet, as a fresh clone's `npm start` meets it.
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true });
  const dataDir = dataDirs.at(-1) as string;
  const serverDataDir = mkdtempSync(join(tmpdir(), 'area-clienti-engine-server-'));
  let embedded: BuiltServer | undefined;
  let onServer: BuiltServer | undefined;
  let serverUrl: string | null = null;
  try {
    const starts = await measureStarts(dataDirs);
    embedded = starts.server;
    // Settled: the seed's and pg-boss's first work done, the pool's connections idle.
    await sleep(5_000);
    const memory = serverMemory(embedded.child.pid as number, dataDir);
    console.log(`idle memory: PSS ${memory.pssMb.toFixed(0)} MB, RSS ${memory.rssMb.toFixed(0)} MB`);
    const idleHealthz = await load(embedded.port, healthz, 1);
    const { token, bodies } = await embedded.readsOfDemoClient();
    const [readsHealthz] = await Promise.all([
      load(embedded.port, healthz, 1),
      load(embedded.port, read('getDossierList', bodies.getDossierList, token), CONNECTIONS),
    ]);
    serverUrl = COMPARE_READS ? await freshServerDatabase(SERVER_URL, DATABASE_NAME) : null;
    let reads: Awaited<ReturnType<typeof compareReads>> | null = null;
    if (serverUrl) {
      // Its own DATA_DIR (the SSO key, the outbox), never the embedded engine's.
      onServer = new BuiltServer(PORT + 1, { DATABASE_URL: serverUrl, DATA_DIR: serverDataDir });
      await onServer.ready();
      reads = await compareReads(embedded, onServer);
      await onServer.stop();
      onServer = undefined;
    }
    const during = await healthzDuringImport(embedded, dataDir, folder);
    const text = report({
      machine,
      loadAtStart,
      starts,
      memory,
      idleHealthz,
      readsHealthz,
      during,
      reads,
      loadAtEnd: loadAverage(),
    });
    console.log(`\n${text}`);
    // A partial run (BENCH_ENGINE_READS=false) is printed and left out of the document.
    if (process.env.BENCH_WRITE_DOC !== 'false' && COMPARE_READS) writePerformanceSection('engine', text);
  } finally {
    await onServer?.stop();
    await embedded?.stop();
    if (serverUrl) await dropServerDatabase(SERVER_URL, DATABASE_NAME);
    for (const each of [...dataDirs, serverDataDir]) rmSync(each, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
