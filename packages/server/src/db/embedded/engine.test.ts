import { spawn } from 'node:child_process';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { engineAccount } from './data-folder.js';
import { type EmbeddedPostgres, engineBinaries, runningPostmaster, startEmbeddedPostgres } from './engine.js';

/** The engine's own lifecycle (docs/decisions/0073), on real PostgreSQL processes in folders of the test's. */
const folders: string[] = [];
const started: EmbeddedPostgres[] = [];
afterAll(async () => {
  for (const engine of started) await engine.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function logCollector() {
  const lines: string[] = [];
  const add = (fields: Record<string, unknown>, msg: string) =>
    lines.push(`${msg} ${JSON.stringify(fields)}`);
  return { lines, log: { info: add, warn: add, error: add } };
}

async function start(dataDir: string, log = logCollector().log) {
  const engine = await startEmbeddedPostgres(dataDir, { log, scratch: true });
  started.push(engine);
  return engine;
}

async function answers(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ db: string }>('select current_database() as db')).rows[0]?.db ?? '';
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL (db/embedded/engine.ts)', () => {
  it('stops a PostgreSQL left running on its folder by a server that died, then starts its own', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'area-clienti-orphan-'));
    folders.push(dataDir);
    const first = await start(dataDir);
    await first.stop();
    // An orphan: the cluster's postmaster started by someone else, with nothing to stop it.
    const clusterDir = join(dataDir, 'postgres');
    const { postgres } = await engineBinaries();
    const orphan = spawn(
      postgres,
      ['-D', clusterDir, '-c', 'listen_addresses=', '-c', `unix_socket_directories=${clusterDir}`],
      { ...(engineAccount() ?? {}), detached: true, stdio: 'ignore' },
    );
    orphan.unref();
    for (let tries = 0; runningPostmaster(clusterDir) !== orphan.pid && tries < 200; tries++) await sleep(50);
    expect(runningPostmaster(clusterDir)).toBe(orphan.pid);

    const collected = logCollector();
    const second = await start(dataDir, collected.log);
    expect(collected.lines.join('\n')).toContain('left running by an earlier server: stopping it');
    expect(orphan.exitCode ?? orphan.signalCode).not.toBeNull();
    expect(await answers(second.url)).toBe('area_clienti');
    expect(runningPostmaster(clusterDir)).toBe(second.pid());
    await second.stop();
    expect(runningPostmaster(clusterDir)).toBeUndefined();
  });

  it('starts its PostgreSQL again after a crash, and gives up with the reason when it cannot', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'area-clienti-crash-'));
    folders.push(dataDir);
    const collected = logCollector();
    const reasons: string[] = [];
    const engine = await startEmbeddedPostgres(dataDir, {
      log: collected.log,
      scratch: true,
      restartBackoffMs: [100, 100],
      onGiveUp: (reason) => reasons.push(reason),
    });
    started.push(engine);
    const first = engine.pid() as number;
    process.kill(first, 'SIGKILL');
    await vi.waitFor(() => expect(collected.lines.join('\n')).toContain('runs again'), { timeout: 30_000 });
    expect(engine.pid()).not.toBe(first);
    expect(await answers(engine.url)).toBe('area_clienti');

    // A setting it refuses: every new start fails, and after its tries the server is told why.
    appendFileSync(join(dataDir, 'postgres', 'postgresql.auto.conf'), "shared_buffers = 'nonsense'\n");
    process.kill(engine.pid() as number, 'SIGKILL');
    await vi.waitFor(() => expect(reasons).toHaveLength(1), { timeout: 30_000 });
    expect(reasons[0]).toMatch(
      /did not start again after 2 tries: .*postgresql\.auto\.conf" contains errors/,
    );
    expect(runningPostmaster(join(dataDir, 'postgres'))).toBeUndefined();
  });

  it('listens on 127.0.0.1 only when the socket path would be too long, and never logs its password', async () => {
    const root = mkdtempSync(join(tmpdir(), 'area-clienti-long-'));
    folders.push(root);
    chmodSync(root, 0o755); // as root, PostgreSQL's own account passes through it
    const dataDir = join(root, 'a-folder-name-long-enough-that-the-socket-path-passes-one-hundred-bytes');
    mkdirSync(dataDir, { mode: 0o700 });
    const collected = logCollector();
    const engine = await start(dataDir, collected.log);
    expect(engine.listensOn).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(await answers(engine.url)).toBe('area_clienti');
    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
    expect(collected.lines.join('\n')).toContain(engine.listensOn);
    expect(collected.lines.join('\n')).not.toContain(password);
    // A wrong password is refused (scram-sha-256, no trust).
    const wrong = new URL(engine.url);
    wrong.password = 'not-the-password';
    await expect(answers(wrong.toString())).rejects.toThrow(/password authentication failed/);
    await engine.stop();
  });
});
