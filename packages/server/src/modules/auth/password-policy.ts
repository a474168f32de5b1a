import { PASSWORD_RULE } from '@area-clienti/contract';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as italian from '@zxcvbn-ts/language-it';

/**
 * zxcvbn's score: 0 and 1 are guessable within about a million guesses (the most common passwords,
 * a dictionary word and a year); 2 and more are refused by no one's keyboard. Offline dictionaries only:
 * the common list, English and Italian words and names (docs/decisions/0038).
 */
const MINIMUM_SCORE = 2;
/** Parts of the user's data shorter than this are too common to refuse a password for. */
const MINIMUM_PERSONAL_LENGTH = 3;

let configured = false;
function configure() {
  if (configured) return;
  zxcvbnOptions.setOptions({
    dictionary: { ...common.dictionary, ...italian.dictionary },
    graphs: common.adjacencyGraphs,
  });
  configured = true;
}

/** What the user is known by: their user ID, names, e-mail (and its parts), tax code. */
export type PersonalData = (string | null | undefined)[];

function personalWords(personal: PersonalData): string[] {
  const words = new Set<string>();
  for (const value of personal) {
    if (!value) continue;
    const lower = value.toLowerCase();
    words.add(lower);
    // An e-mail's local part and its pieces (mario.rossi → mario, rossi), a name's parts.
    for (const part of lower.split(/[@.\s_+-]+/)) words.add(part);
  }
  // A short number (a house number, "042" in a test name) is no one's own: the user ID's 8 digits are.
  return [...words].filter(
    (word) => word.length >= MINIMUM_PERSONAL_LENGTH && (/\D/.test(word) || word.length >= 6),
  );
}

/**
 * Whether a new password may be used: the spec's rule (8 characters, a lowercase, an uppercase, a digit),
 * not one of the passwords everybody tries, and nothing of the user's own data in it. Long passphrases
 * pass on their length.
 */
export function isAcceptablePassword(password: string, personal: PersonalData): boolean {
  if (!PASSWORD_RULE.test(password)) return false;
  const words = personalWords(personal);
  const lower = password.toLowerCase();
  if (words.some((word) => lower.includes(word))) return false;
  configure();
  return zxcvbn(password, words).score >= MINIMUM_SCORE;
}
