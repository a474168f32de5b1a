import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The server package's folder: the scripts below are run from its sources, as `bench:load` runs them. */
const serverDir = resolve(fileURLToPath(import.meta.url), '../../..');

/**
 * A script of the server package (its TypeScript through tsx) in a process of its own, waited for until
 * `isReady` answers true; its output lines handed to `onLine` when given.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  isReady: () => Promise<boolean>,
  onLine?: (line: string) => void,
): Promise<ChildProcess> {
  // BENCH_SERVER_CPU_PROF=<folder>: the server writes a CPU profile there as it stops (node --cpu-prof).
  const profile = script === 'src/main.ts' && process.env.BENCH_SERVER_CPU_PROF;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', '--conditions=source', join(serverDir, script)],
    {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'inherit'],
    },
  );
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    for (const line of text.split('\n')) if (line) onLine?.(line);
  });
  for (let waited = 0; waited < 120_000; waited += 200) {
    if (child.exitCode !== null) break;
    if (await isReady().catch(() => false)) return child;
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start`);
}

export async function stopServer(server: ChildProcess) {
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await exited;
}
