import { readFileSync } from 'node:fs';
import pg from 'pg';
import { childrenOf, postmasterOf } from './process-memory.js';

/**
 * The CPU time processes spent, for the login storm of `bench:load`: on a machine shared with other work
 * the rate of logins moves with the load, while the CPU time a login costs (the server's, its PostgreSQL's,
 * the load generator's) barely does. Against the CPU time of one raw verify it says how close the server
 * would come to the raw rate with the cores to itself (issue 19).
 */

/** Clock ticks a second of /proc/<pid>/stat's times (`getconf CLK_TCK`: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time in ms, in the process's own code and in the kernel's for it (system calls, the loopback's TCP). */
export interface CpuMs {
  user: number;
  system: number;
}

/** The CPU time of a process and all its threads (0 when it is gone). */
function cpuMsOf(pid: number): CpuMs {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command (in parentheses, which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (ticks: string | undefined) => (Number(ticks) * 1000) / TICKS_PER_SECOND;
    return { user: ms(fields[11]), system: ms(fields[12]) };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** CPU time of each process by pid, to subtract from a later reading (a process born since counts from 0). */
export type CpuReading = Map<number, CpuMs>;

export const readCpu = (pids: number[]): CpuReading => new Map(pids.map((pid) => [pid, cpuMsOf(pid)]));

/** The CPU time the processes of `after` spent since `before`. */
export function cpuSpent(before: CpuReading, after: CpuReading): CpuMs {
  const spent = { user: 0, system: 0 };
  for (const [pid, ms] of after) {
    spent.user += ms.user - (before.get(pid)?.user ?? 0);
    spent.system += ms.system - (before.get(pid)?.system ?? 0);
  }
  return spent;
}

/** The embedded PostgreSQL's processes: its postmaster and every child (backends, walwriter...). */
export function embeddedPostgresPids(dataDir: string): number[] {
  const postmaster = postmasterOf(dataDir);
  return postmaster ? [postmaster, ...childrenOf(postmaster)] : [];
}

/**
 * The backends of a PostgreSQL server connected to `database` (the server's pool): its shared processes
 * (walwriter, checkpointer) serve every database of the machine and are left out.
 */
export async function backendPids(url: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** CPU ms an answer cost, by who spent it, over one run of the load. */
export interface AnswerCpu {
  /** The server's process, every thread of it (a login's hash included). */
  server: CpuMs;
  postgres: number;
  /** This process: autocannon. */
  loadGenerator: number;
}

/**
 * A run of load (`run`, answering how many answers it got) and the CPU time each answer cost: the
 * server's, its PostgreSQL's (`postgresPids`, read again at the end for backends born meanwhile), this
 * process's.
 */
export async function cpuPerAnswer<Figure extends { count: number }>(
  run: () => Promise<Figure>,
  serverPid: number,
  postgresPids: () => Promise<number[]>,
): Promise<{ figure: Figure; cpu: AnswerCpu }> {
  const pgBefore = readCpu(await postgresPids());
  const serverBefore = readCpu([serverPid]);
  const benchBefore = process.cpuUsage();
  const figure = await run();
  const bench = process.cpuUsage(benchBefore);
  const server = cpuSpent(serverBefore, readCpu([serverPid]));
  const pg = cpuSpent(pgBefore, readCpu(await postgresPids()));
  const per = (ms: number) => ms / Math.max(1, figure.count);
  return {
    figure,
    cpu: {
      server: { user: per(server.user), system: per(server.system) },
      postgres: per(pg.user + pg.system),
      loadGenerator: per((bench.user + bench.system) / 1000),
    },
  };
}

/** A process's CPU time so far (user + system), in microseconds (0 when it is gone or unnamed). */
export function cpuMicrosOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const { user, system } = cpuMsOf(pid);
  return (user + system) * 1000;
}
