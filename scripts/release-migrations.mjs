#!/usr/bin/env node
// Records which migrations the version in package.json ships, in packages/server/drizzle/releases.json:
// each migration's name, its journal time and the sha256 of its file (the hash Drizzle itself stores in
// drizzle.__drizzle_migrations). A step of making a release (docs/deployment.md, section 9). Tags do not
// travel with a clone, so this file is how a clone knows what a release's database looked like: the
// release test holds the files to those hashes (migrations are append-only) and the upgrade test builds a
// database from exactly that list, then migrates it to the current one (db/release-upgrade.test.ts).
//   node scripts/release-migrations.mjs   adds the version's entry; an entry already there is never changed
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const migrations = join(root, 'packages/server/drizzle');
const releasesFile = join(migrations, 'releases.json');

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8'));
const releases = existsSync(releasesFile) ? JSON.parse(readFileSync(releasesFile, 'utf8')) : [];

if (releases.some((release) => release.version === version)) {
  console.error(`releases.json already lists ${version}: bump the version first (npm version …)`);
  process.exit(1);
}
releases.push({
  version,
  migrations: journal.entries.map(({ tag, when }) => ({
    tag,
    when,
    sha256: createHash('sha256')
      .update(readFileSync(join(migrations, `${tag}.sql`)))
      .digest('hex'),
  })),
});
writeFileSync(releasesFile, `${JSON.stringify(releases, null, 2)}\n`);
console.log(`releases.json: ${version} ships ${journal.entries.length} migrations`);
