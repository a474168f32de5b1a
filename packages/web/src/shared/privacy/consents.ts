import { isNecessaryConsent, PRIVACY_KEYS, type PrivacyKey } from '@area-clienti/contract';

/** One consent a template asks for: `key` is privacy01..privacy19, `text` what the user agrees to. */
export interface TemplateConsent {
  key: PrivacyKey;
  text: string;
}

/**
 * The consents of a privacy template, in key order: every non-empty privacyNNvalue (SPEC §3), each a
 * required checkbox at registration and on /login-privacy.
 */
export function templateConsents(template: Readonly<Record<string, unknown>>): TemplateConsent[] {
  return PRIVACY_KEYS.flatMap((key) => {
    const value = template[`${key}value`];
    return typeof value === 'string' && value.trim() !== ''
      ? [{ key: key as PrivacyKey, text: value.trim() }]
      : [];
  });
}

export type ConsentAnswer = 'S' | 'N';
/** An answer on the profile's form: '' while the user has not chosen (a consent new to them). */
export type ConsentChoice = ConsentAnswer | '';
/** The profile's consents form: a choice per consent of the template, under the call's key. */
export type ConsentChoices = Partial<Record<PrivacyKey, ConsentChoice>>;

/**
 * The user's current answers (getUserPrivacy) to the consents of the template in force. An answer given
 * to another template counts only when it was given to the same text: a consent whose wording changed,
 * or that is new, starts unanswered and must be chosen again (docs/decisions/0023).
 */
export function currentConsentChoices(
  consents: readonly TemplateConsent[],
  templateID: string,
  userPrivacy: Readonly<Record<string, unknown>> | null,
): ConsentChoices {
  const sameTemplate = userPrivacy?.templateID === templateID;
  const choices: ConsentChoices = {};
  for (const { key, text } of consents) {
    const given = userPrivacy?.[key];
    const { descr, value } = (typeof given === 'object' && given !== null ? given : {}) as {
      descr?: unknown;
      value?: unknown;
    };
    const sameText = typeof descr === 'string' && descr.trim() === text;
    choices[key] = (value === 'S' || value === 'N') && (sameTemplate || sameText) ? value : '';
  }
  return choices;
}

/** The choices to send with setUserPrivacy: every consent of the template answered S or N. */
/**
 * The first consent marked "(necessario)" answered no, or null: the form stops there and says why under it
 * (docs/decisions/0088); the server refuses it too (PRIVACY_002).
 */
export function refusedNecessary(
  consents: readonly TemplateConsent[],
  choices: Readonly<Record<string, unknown>>,
): PrivacyKey | null {
  return consents.find(({ key, text }) => isNecessaryConsent(text) && choices[key] === 'N')?.key ?? null;
}

export function choicesToSend(
  consents: readonly TemplateConsent[],
  choices: Readonly<Record<string, unknown>>,
): Record<string, ConsentAnswer> | null {
  const answers: Record<string, ConsentAnswer> = {};
  for (const { key } of consents) {
    const choice = choices[key];
    if (choice !== 'S' && choice !== 'N') return null;
    answers[key] = choice;
  }
  return answers;
}
