import { codiceFiscaleCheckCharacter } from '@area-clienti/contract';

/** What a codice fiscale is computed from (DM 23/12/1976). */
export interface CodiceFiscaleFacts {
  cognome: string;
  nome: string;
  /** ISO date of birth. */
  nascita: string;
  sesso: 'M' | 'F';
  /** The comune's codice catastale, or the country's (Z…) for someone born abroad. */
  codiceCatastale: string;
}

const MONTH_LETTERS = 'ABCDEHLMPRST';
/** Omocodia: the letters that stand for the digits 0–9 when two people would get the same code. */
const DIGIT_LETTERS = 'LMNPQRSTUV';
/** The positions of the digits, from the right, that omocodia replaces one after the other. */
const OMOCODIA_POSITIONS = [14, 13, 12, 10, 9, 7, 6];
export const MAX_OMOCODIA = OMOCODIA_POSITIONS.length;

/** Upper-case letters only: accents dropped (Niccolò → NICCOLO), apostrophes and spaces gone (D'Angelo). */
function lettersOf(text: string): string {
  return text
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

function split(text: string) {
  const letters = lettersOf(text);
  return { consonants: letters.replace(/[AEIOU]/g, ''), vowels: letters.replace(/[^AEIOU]/g, '') };
}

function surnameCode(cognome: string): string {
  const { consonants, vowels } = split(cognome);
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

function nameCode(nome: string): string {
  const { consonants, vowels } = split(nome);
  // A name with four consonants or more gives its first, third and fourth.
  if (consonants.length >= 4) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

/**
 * The codice fiscale of a person. `omocodia` (0 to 7) replaces that many digits, from the right, by letters,
 * as the Agenzia delle Entrate does for the second, third … person whose code would be the same.
 */
export function codiceFiscale(facts: CodiceFiscaleFacts, omocodia = 0): string {
  const [year = '', month = '', day = ''] = facts.nascita.split('-');
  const dayCode = Number(day) + (facts.sesso === 'F' ? 40 : 0);
  const chars = [
    ...surnameCode(facts.cognome),
    ...nameCode(facts.nome),
    ...year.slice(2),
    MONTH_LETTERS[Number(month) - 1] ?? 'A',
    ...String(dayCode).padStart(2, '0'),
    ...facts.codiceCatastale.toUpperCase(),
  ];
  for (const position of OMOCODIA_POSITIONS.slice(0, omocodia)) {
    chars[position] = DIGIT_LETTERS[Number(chars[position])] as string;
  }
  const first15 = chars.join('');
  return `${first15}${codiceFiscaleCheckCharacter(first15)}`;
}
