/**
 * The Italian words everybody tries in a password: football clubs (and their nicknames), the comuni and the
 * first names of `password-lists/italian.txt` (built by scripts/build-password-lists.ts), and the words
 * around them (`forza`, `sempre`, `ti amo`). docs/decisions/0087.
 */

/** The clubs of Serie A and B of recent years and the names fans write, normalized by `normalizeWord`. */
export const ITALIAN_CLUBS = [
  'juventus',
  'juve',
  'inter',
  'internazionale',
  'milan',
  'acmilan',
  'roma',
  'asroma',
  'lazio',
  'sslazio',
  'napoli',
  'sscnapoli',
  'fiorentina',
  'viola',
  'torino',
  'toro',
  'granata',
  'genoa',
  'grifone',
  'sampdoria',
  'samp',
  'doria',
  'atalanta',
  'dea',
  'bologna',
  'udinese',
  'cagliari',
  'palermo',
  'bari',
  'verona',
  'hellas',
  'chievo',
  'parma',
  'lecce',
  'empoli',
  'sassuolo',
  'monza',
  'salernitana',
  'frosinone',
  'cremonese',
  'spezia',
  'venezia',
  'brescia',
  'catania',
  'perugia',
  'pescara',
  'reggina',
  'ascoli',
  'livorno',
  'ternana',
  'modena',
  'cesena',
  'como',
  'pisa',
  'benevento',
  'crotone',
  'cittadella',
  'cosenza',
  'vicenza',
  'padova',
  'triestina',
  'avellino',
  'foggia',
  'taranto',
  'messina',
  'reggiana',
  'spal',
  'juventino',
  'juventina',
  'interista',
  'milanista',
  'romanista',
  'laziale',
  'napoletano',
  'bianconeri',
  'bianconero',
  'nerazzurri',
  'nerazzurro',
  'rossoneri',
  'rossonero',
  'giallorossi',
  'giallorosso',
  'biancocelesti',
  'azzurri',
  'partenopei',
  'rossoblu',
  'blucerchiati',
  'gobbi',
  'forzaitalia',
  'italia',
  'nazionale',
  'seriea',
  'scudetto',
  'curvasud',
  'curvanord',
  'ultras',
] as const;

/** Words that only frame a club or a name: `ForzaJuve`, `SempreInter`, `TiAmoGiulia`. */
const FRAMING = [
  'forza',
  'sempre',
  'viva',
  'evviva',
  'ilove',
  'love',
  'amo',
  'tiamo',
  'ti',
  'mia',
  'mio',
  'amore',
  'solo',
  'grande',
  'noi',
  'siamo',
  'campioni',
  'campione',
  'fino',
  'alla',
  'fine',
  'the',
  'best',
  'per',
] as const;

/** Lowercase, without accents, spaces, apostrophes or hyphens: `Sant'Angelo d'Alife` → `santangelodalife`. */
export function normalizeWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\d]/gu, '');
}

/** At most this many Italian words make a guessable password; a phrase of more is zxcvbn's to judge. */
const MAXIMUM_WORDS = 2;

/**
 * Whether `letters` (a password's letters, lowercase, the rest taken out) is at most two words of the
 * Italian list, with framing words around them: `forzajuve`, `milano`, `marcogiulia`, `tiamoroma`.
 */
export function isItalianGuess(letters: string, words: ReadonlySet<string>): boolean {
  if (letters.length === 0) return false;
  // fewest[i]: the fewest list words that make letters[0..i) with framing words; Infinity when none do.
  const fewest: number[] = [0, ...Array<number>(letters.length).fill(Number.POSITIVE_INFINITY)];
  for (let end = 1; end <= letters.length; end++) {
    for (let start = 0; start < end; start++) {
      const before = fewest[start] as number;
      if (before === Number.POSITIVE_INFINITY) continue;
      const piece = letters.slice(start, end);
      const cost = FRAMING_SET.has(piece) ? 0 : words.has(piece) || CLUB_SET.has(piece) ? 1 : null;
      if (cost !== null && before + cost < (fewest[end] as number)) fewest[end] = before + cost;
    }
  }
  const total = fewest[letters.length] as number;
  return total >= 1 && total <= MAXIMUM_WORDS;
}

const FRAMING_SET: ReadonlySet<string> = new Set(FRAMING);
const CLUB_SET: ReadonlySet<string> = new Set(ITALIAN_CLUBS);
