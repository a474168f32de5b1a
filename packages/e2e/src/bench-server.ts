/**
 * The built server with the demo agency, as the browser benchmarks measure it (Lighthouse, slow 3G): a data
 * folder of its own, removed when it stops. Never part of a test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { APPLICATION_ID, DEMO_PASSWORD } from './demo.js';

const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const SERVER = join(root, 'packages/server/dist/main.js');

export interface BenchServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts `packages/server/dist/main.js` on 127.0.0.1:`port` with the demo agency seeded. */
export async function startBenchServer(port: number, purpose: string): Promise<BenchServer> {
  if (!existsSync(SERVER)) throw new Error(`run \`npm run build\` first: ${purpose} measures the built app`);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `area-clienti-${purpose}-`));
  const server: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: join(root, 'packages/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 250) {
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    if (ready?.ok) return { base, pid: server.pid ?? 0, stop };
    await sleep(250);
  }
  await stop();
  throw new Error('the server did not start');
}

/** The demo client's token and session user, from the login call. */
export async function demoLogin(base: string): Promise<{ token: string; user: unknown }> {
  const reply = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: '10000001', password: DEMO_PASSWORD, applicationId: APPLICATION_ID }),
  });
  const { token, user } = (await reply.json()) as { token: string; user: unknown };
  if (!token) throw new Error(`the demo login failed (${reply.status})`);
  return { token, user };
}

/** CPU seconds (user + system) spent so far by a process and every process below it (Linux, /proc). */
export function cpuSecondsOfTree(pid: number): number {
  const ticks = 100; // USER_HZ: 100 on every Linux this runs on
  const children = new Map<number, number[]>();
  const own = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      own.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / ticks);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // A process that ended while the list was read.
    }
  }
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const next = pending.pop() as number;
    total += own.get(next) ?? 0;
    pending.push(...(children.get(next) ?? []));
  }
  return total;
}

/** The one-minute load average, for the figures' context (the machine is shared). */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';
