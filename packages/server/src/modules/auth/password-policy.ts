import { type ErrorCode, PASSWORD_RULE, PasswordRefusal } from '@area-clienti/contract';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as italian from '@zxcvbn-ts/language-it';
import { AppError } from '../../shared/errors.js';
import { isItalianGuess, normalizeWord } from './italian-words.js';
import { breachedPasswords, italianWords } from './password-lists.js';

/**
 * The demo accounts' password: printed in the README, so everybody knows it. The demo accounts log in with
 * it; no one may choose it (docs/decisions/0087).
 */
export const DEMO_PASSWORD = 'Prova2026!';

/**
 * zxcvbn's score: 3 means more than about 10^8 guesses (safe from an online attack, and from a slowed
 * offline one); 2 and below fall to a list of words with years and common substitutions.
 */
const MINIMUM_SCORE = 3;
/** Parts of the user's data shorter than this are too common to refuse a password for. */
const MINIMUM_PERSONAL_LENGTH = 3;
/** A password's word stripped of its ending digits and symbols counts when it is at least this long. */
const MINIMUM_STEM_LENGTH = 4;

let configured = false;
function configure() {
  if (configured) return;
  zxcvbnOptions.setOptions({
    dictionary: { ...common.dictionary, ...italian.dictionary },
    graphs: common.adjacencyGraphs,
  });
  configured = true;
}

/** What the user is known by: user ID, names, e-mail (and its parts), tax code, birth city. */
export type PersonalData = (string | null | undefined)[];

const TAX_CODE = /^[A-Z]{6}(\d{2})([ABCDEHLMPRST])(\d{2})[A-Z]\d{3}[A-Z]$/;
const MONTH_LETTERS = 'ABCDEHLMPRST';

/**
 * The birth date a natural person's tax code holds (two digits of the year, the month's letter, the day,
 * plus 40 for women), as people write it in a password: 01011980, 010180, 19800101, 800101.
 */
export function birthDateForms(taxCode: string): string[] {
  const match = TAX_CODE.exec(taxCode.toUpperCase());
  if (!match) return [];
  const [, yy = '', monthLetter = '', dayDigits = ''] = match;
  const dd = String(Number(dayDigits) % 40).padStart(2, '0');
  const mm = String(MONTH_LETTERS.indexOf(monthLetter) + 1).padStart(2, '0');
  // The century is not in the code: both are refused, neither is anyone else's.
  return ['19', '20']
    .flatMap((cc) => [`${dd}${mm}${cc}${yy}`, `${cc}${yy}${mm}${dd}`])
    .concat(`${dd}${mm}${yy}`, `${yy}${mm}${dd}`);
}

function personalWords(personal: PersonalData): string[] {
  const words = new Set<string>();
  for (const value of personal) {
    if (!value) continue;
    const lower = value.toLowerCase();
    words.add(lower);
    words.add(normalizeWord(value));
    // An e-mail's local part and its pieces (mario.rossi → mario, rossi), a name's parts.
    for (const part of lower.split(/[@.\s_+'-]+/)) words.add(part);
    for (const form of birthDateForms(value)) words.add(form);
  }
  // A short number (a house number, "042" in a test name) is no one's own: the user ID's 8 digits are.
  return [...words].filter(
    (word) => word.length >= MINIMUM_PERSONAL_LENGTH && (/\D/.test(word) || word.length >= 6),
  );
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const unleet = (text: string) => text.replace(/[013457@$]/g, (ch) => LEET[ch] ?? ch);

/**
 * The password's word without what people add to satisfy a rule: digits, symbols and spaces before and
 * after it (`Juventus2026!` → `juventus`, `!!Roma2026` → `roma`), and in plain letters (`Juv3ntus` →
 * `juventus`).
 */
export function stemsOf(password: string): string[] {
  const lower = password.toLowerCase();
  const stem = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return [...new Set([stem, unleet(stem)])].filter((word) => word.length >= MINIMUM_STEM_LENGTH);
}

/** In the breached passwords: whole (in any case), or its stem. */
export function isBreached(password: string): boolean {
  const breached = breachedPasswords();
  return [password.toLowerCase(), ...stemsOf(password)].some((candidate) => breached.has(candidate));
}

/** One or two Italian first names, comuni or football clubs, with digits and symbols around them. */
export function isItalianContext(password: string): boolean {
  const words = italianWords();
  return stemsOf(password).some((stem) => isItalianGuess(normalizeWord(stem).replace(/\d/g, ''), words));
}

/**
 * Why a new password may not be used, or null when it may: the spec's rule (8 characters, a lowercase, an
 * uppercase, a digit), not the published demo password, nothing of the user's own data, not among the
 * breached passwords, not built on Italian names, cities or clubs, and hard to guess (zxcvbn's score 3).
 * Long passphrases pass on their length. The first rule broken is the one said.
 */
export function passwordRefusal(password: string, personal: PersonalData): PasswordRefusal | null {
  if (!PASSWORD_RULE.test(password)) return PasswordRefusal.RULE;
  if (password.toLowerCase() === DEMO_PASSWORD.toLowerCase()) return PasswordRefusal.DEMO;
  const words = personalWords(personal);
  const lower = password.toLowerCase();
  const forms = [lower, normalizeWord(password), unleet(lower)];
  if (words.some((word) => forms.some((form) => form.includes(word)))) return PasswordRefusal.PERSONAL;
  if (isBreached(password)) return PasswordRefusal.BREACHED;
  if (isItalianContext(password)) return PasswordRefusal.ITALIAN;
  configure();
  return zxcvbn(password, words).score >= MINIMUM_SCORE ? null : PasswordRefusal.WEAK;
}

/** Whether a new password may be used (passwordRefusal finds no reason not to). */
export const isAcceptablePassword = (password: string, personal: PersonalData): boolean =>
  passwordRefusal(password, personal) === null;

/**
 * Refuses a new password with the spec's code of the act (ONBOARDING_013, CHANGEPASSWORD_002,
 * FORGOTPWD_VC_003) and, as its detail, the rule it breaks.
 */
export function assertAcceptablePassword(password: string, personal: PersonalData, code: ErrorCode): void {
  const refusal = passwordRefusal(password, personal);
  if (refusal !== null) throw new AppError(code, { detail: refusal });
}

/** The spec's rule alone (SPEC §5), which costs nothing: checked before any attempt is counted. */
export function assertPasswordRule(password: string, code: ErrorCode): void {
  if (!PASSWORD_RULE.test(password)) throw new AppError(code, { detail: PasswordRefusal.RULE });
}
