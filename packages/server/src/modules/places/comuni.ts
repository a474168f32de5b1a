import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * ISTAT's list of the comuni with their CAPs (`places-data/comuni.tsv`, built by scripts/build-comuni.ts;
 * docs/decisions/0147), read once, at its first use, and kept in memory indexed by name and by CAP.
 */

/** `packages/server/places-data`, from `src/modules/places` and from `dist/modules/places` alike. */
const DATA = resolve(dirname(fileURLToPath(import.meta.url)), '../../../places-data/comuni.tsv');

export interface Comune {
  /** ISTAT's code, 6 digits. */
  code: string;
  /** The official name, in Italian (`Bolzano`, `Forlì`). */
  name: string;
  /** The province's two letters. */
  provincia: string;
  /** The cadastral code (empty for the few comuni made after the CAP source). */
  cadastral: string;
  caps: string[];
  /** The keys it is found by: its name's, and its other names' (`Bozen`, a comune merged into it). */
  keys: string[];
}

export interface Comuni {
  all: Comune[];
  byKey: Map<string, Comune[]>;
  byCap: Map<string, Comune[]>;
}

/**
 * The form a name is compared in: no accents, no case, nothing but letters and digits, so that `forli`,
 * `Forli'` and `FORLÌ` are Forlì, and `Sant Agata`, `Santagata` and `Sant’Agata` are one.
 */
export function placeKey(text: string): string {
  const decomposed = text.normalize('NFD').toLowerCase();
  let key = '';
  for (const char of decomposed) {
    const code = char.charCodeAt(0);
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) key += char;
    else if (code > 127 && LETTER.test(char)) key += char;
  }
  return key;
}

/** A letter (the accents, marks of their own after NFD, are not). */
const LETTER = /\p{L}/u;

/** `00118-00199,00100` → every CAP it names. */
function capsOf(text: string): string[] {
  return text.split(',').flatMap((part) => {
    const [first, last] = part.split('-') as [string, string | undefined];
    if (!last) return [first];
    const caps: string[] = [];
    for (let cap = Number(first); cap <= Number(last); cap++) caps.push(String(cap).padStart(5, '0'));
    return caps;
  });
}

const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
};

export function parseComuni(text: string): Comuni {
  const all: Comune[] = [];
  const byKey = new Map<string, Comune[]>();
  const byCap = new Map<string, Comune[]>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [code, name, provincia, cadastral, caps, others] = line.split('\t') as string[];
    const comune: Comune = {
      code: code as string,
      name: name as string,
      provincia: provincia as string,
      cadastral: cadastral ?? '',
      caps: capsOf(caps as string),
      keys: [...new Set([name as string, ...(others ? others.split('|') : [])].map(placeKey))],
    };
    all.push(comune);
    for (const key of comune.keys) push(byKey, key, comune);
    for (const cap of comune.caps) push(byCap, cap, comune);
  }
  const italian = new Intl.Collator('it');
  all.sort((a, b) => italian.compare(a.name, b.name));
  return { all, byKey, byCap };
}

let loaded: Comuni | undefined;

/** The list, read at the first call (about 8,000 comuni, 8,600 CAPs: see docs/decisions/0147). */
export function comuni(): Comuni {
  loaded ??= parseComuni(readFileSync(DATA, 'utf8'));
  return loaded;
}
