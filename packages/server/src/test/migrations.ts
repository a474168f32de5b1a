import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/** The app's migrations folder. */
export const MIGRATIONS = resolve(fileURLToPath(import.meta.url), '../../../drizzle');

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations of the current code, in order (Drizzle's journal). */
export const journalEntries = (): JournalEntry[] =>
  (JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] })
    .entries;

/** A release and the migrations it shipped, as scripts/release-migrations.mjs recorded them. */
export interface Release {
  version: string;
  migrations: (JournalEntry & { sha256: string })[];
}

/** Every release, oldest first (drizzle/releases.json): a clone needs no tag to know what each shipped. */
export const RELEASES = JSON.parse(readFileSync(join(MIGRATIONS, 'releases.json'), 'utf8')) as Release[];

/** The sha256 of a migration's file as it is now (the hash Drizzle stores for it, too). */
export const sha256Of = (tag: string) =>
  createHash('sha256')
    .update(readFileSync(join(MIGRATIONS, `${tag}.sql`)))
    .digest('hex');

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** A copy of the migrations folder whose journal keeps only the entries `keep` returns. */
async function migrationsCut(keep: (entries: JournalEntry[]) => JournalEntry[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'area-clienti-migrations-'));
  folders.push(folder);
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: JournalEntry[] };
  journal.entries = keep(journal.entries);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * The migrations folder as it was before the migration `tag`: the same files, the journal cut before it,
 * so a test can fill a database as it was then and see the migration carry its rows over.
 */
export function migrationsBefore(tag: string): Promise<string> {
  return migrationsCut((entries) =>
    entries.slice(
      0,
      entries.findIndex((entry) => entry.tag === tag),
    ),
  );
}

/**
 * The migrations folder as `release` shipped it: its migrations alone, whose files must still be the
 * bytes it shipped (release.test.ts holds them so; this refuses rather than build a database it never made).
 */
export function migrationsOf(release: Release): Promise<string> {
  const changed = release.migrations.filter(({ tag, sha256 }) => sha256Of(tag) !== sha256);
  if (changed.length > 0) {
    throw new Error(
      `migrations changed since ${release.version}: ${changed.map(({ tag }) => tag).join(', ')}`,
    );
  }
  return migrationsCut((entries) => entries.slice(0, release.migrations.length));
}
