import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BloomFilter } from './bloom-filter.js';

/** `packages/server/password-lists`, from `src/modules/auth` and from `dist/modules/auth` alike. */
const LISTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../../password-lists');

let breached: BloomFilter | undefined;
let italian: ReadonlySet<string> | undefined;

/** The breached and common passwords, lowercased (about 450,000; scripts/build-password-lists.ts). */
export function breachedPasswords(): BloomFilter {
  breached ??= BloomFilter.read(readFileSync(resolve(LISTS, 'breached.bloom')));
  return breached;
}

/** Italian first names, comuni and football clubs, normalized (italian-words.ts). */
export function italianWords(): ReadonlySet<string> {
  italian ??= new Set(readFileSync(resolve(LISTS, 'italian.txt'), 'utf8').split('\n').filter(Boolean));
  return italian;
}
