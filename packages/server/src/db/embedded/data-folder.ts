import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The data folder of the embedded engine: private to the account that runs the server (and, as root, to the
 * unprivileged account PostgreSQL runs as). See docs/decisions/0073.
 */

/** A start that must not go on, said in words an operator can act on (main.ts prints it, exit 1). */
export class EmbeddedEngineError extends Error {}

/** The PostgreSQL cluster's own folder inside DATA_DIR. */
export const CLUSTER_FOLDER = 'postgres';
/** The superuser's password, made at initdb: only this file knows it. */
export const PASSWORD_FILE = 'postgres-password';

/** The unprivileged account PostgreSQL runs as when the server runs as root (a container). */
export interface EngineAccount {
  uid: number;
  gid: number;
}

export const isRoot = () => process.getuid?.() === 0;

/** The `postgres` account of /etc/passwd, if any. */
export function postgresAccount(): EngineAccount | undefined {
  const passwd = existsSync('/etc/passwd') ? readFileSync('/etc/passwd', 'utf8') : '';
  const fields = passwd
    .split('\n')
    .find((line) => line.startsWith('postgres:'))
    ?.split(':');
  return fields ? { uid: Number(fields[2]), gid: Number(fields[3]) } : undefined;
}

/**
 * Who PostgreSQL runs as: this process's own account, or `postgres` when this process is root (PostgreSQL
 * refuses to run as root). Root without such an account is told how to make one; nothing is created behind
 * the operator's back.
 */
export function engineAccount(): EngineAccount | undefined {
  if (!isRoot()) return undefined;
  const account = postgresAccount();
  if (!account) {
    throw new EmbeddedEngineError(
      'The embedded PostgreSQL cannot run as root, and this system has no unprivileged "postgres" account ' +
        'to run it as. Create one (Debian/Ubuntu: `useradd --system --user-group --no-create-home postgres`; ' +
        'Alpine: `adduser -S -G postgres postgres` after `addgroup -S postgres`), run the server as a ' +
        'non-root user, or use a PostgreSQL server (DATABASE_URL).',
    );
  }
  return account;
}

const modeOf = (path: string) => statSync(path).mode & 0o777;
const octal = (mode: number) => `0${mode.toString(8).padStart(3, '0')}`;

/**
 * Makes DATA_DIR private (0700) when it does not exist yet; refuses one that other accounts may read or
 * write (the group or others having r or w), as PostgreSQL itself refuses such a cluster folder. As root,
 * the folder's group becomes the engine's account with only the right to pass through (0710), so that
 * PostgreSQL reaches its own folder inside and nothing else.
 */
export function preparePrivateDataDir(dataDir: string, account: EngineAccount | undefined): void {
  if (!existsSync(dataDir)) {
    mkdirSync(dirname(dataDir), { recursive: true });
    mkdirSync(dataDir, { mode: 0o700 });
    chmodSync(dataDir, 0o700);
  }
  const mode = modeOf(dataDir);
  if (mode & 0o066) {
    throw new EmbeddedEngineError(
      `DATA_DIR=${dataDir} may be read or written by other accounts of this machine (mode ${octal(mode)}): ` +
        'it holds the database with password hashes, sessions and client data. ' +
        `Make it private (chmod 700 ${dataDir}; chmod -R go-rwx ${dataDir}) and start again.`,
    );
  }
  if (account) {
    chownSync(dataDir, process.getuid?.() ?? 0, account.gid);
    chmodSync(dataDir, 0o710);
    const closed = closedAncestor(dataDir, account);
    if (closed) {
      throw new EmbeddedEngineError(
        `The embedded PostgreSQL runs as the unprivileged "postgres" account, which cannot pass through ${closed} ` +
          `to reach DATA_DIR=${dataDir}: put DATA_DIR where that account may pass (/var/lib/area-clienti, /srv/...), ` +
          'or run the server as a non-root user.',
      );
    }
  }
}

/** The first folder above `path` that `account` may not pass through (no x for it), if any. */
export function closedAncestor(path: string, account: EngineAccount): string | undefined {
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    const { mode, uid, gid } = statSync(folder);
    const passes = uid === account.uid ? mode & 0o100 : gid === account.gid ? mode & 0o010 : mode & 0o001;
    if (!passes) return folder;
    if (dirname(folder) === folder) return undefined;
  }
}

/** Makes a folder (or confirms it) for the engine's account alone: 0700, owned by that account. */
export function privateEngineFolder(path: string, account: EngineAccount | undefined): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
  if (account) chownSync(path, account.uid, account.gid);
}

/** The old layout: PGlite kept its cluster directly in DATA_DIR (docs/decisions/0073). */
export const hasPgliteLayout = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));
