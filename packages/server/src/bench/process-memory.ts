import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLUSTER_FOLDER } from '../db/embedded/data-folder.js';

/**
 * The memory a server and its embedded PostgreSQL hold, for the benches. RSS counts every page a process
 * maps, so the shared buffers and the libraries of PostgreSQL's processes are counted once per process;
 * PSS (proportional set size) splits each shared page between the processes that map it: the sum of PSS is
 * the honest "memory used" of the group, the sum of RSS an upper bound.
 */
export interface GroupMemory {
  rssMb: number;
  pssMb: number;
  processes: number;
}

/** Rss and Pss of one process in MB, from /proc/<pid>/smaps_rollup (0 when it is gone). */
function processMemory(pid: number): { rssMb: number; pssMb: number } {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
    return { rssMb: kb('Rss') / 1024, pssMb: kb('Pss') / 1024 };
  } catch {
    return { rssMb: 0, pssMb: 0 };
  }
}

/** The processes whose parent is `parent` (PostgreSQL's checkpointer, walwriter, backends...). */
export function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        // The field after the command (in parentheses, which may hold spaces) is the state, then the parent.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    });
}

/** The postmaster of the embedded PostgreSQL of `dataDir`, from its postmaster.pid. */
export function postmasterOf(dataDir: string): number | undefined {
  const file = join(dataDir, CLUSTER_FOLDER, 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

/** The memory of the server process plus, when it runs one, its PostgreSQL: the postmaster and its children. */
export function serverMemory(serverPid: number, dataDir?: string): GroupMemory {
  const postmaster = dataDir ? postmasterOf(dataDir) : undefined;
  const pids = [serverPid, ...(postmaster ? [postmaster, ...childrenOf(postmaster)] : [])];
  const each = pids.map(processMemory);
  return {
    rssMb: each.reduce((sum, m) => sum + m.rssMb, 0),
    pssMb: each.reduce((sum, m) => sum + m.pssMb, 0),
    processes: pids.length,
  };
}
