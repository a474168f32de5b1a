import { PRIVACY_KEYS } from '@area-clienti/contract';

/** One consent a template asks for: `key` is privacy01..privacy19, `text` what the user agrees to. */
export interface TemplateConsent {
  key: string;
  text: string;
}

/**
 * The consents of a privacy template, in key order: every non-empty privacyNNvalue (SPEC §3), each a
 * required checkbox at registration and on /login-privacy.
 */
export function templateConsents(template: Readonly<Record<string, unknown>>): TemplateConsent[] {
  return PRIVACY_KEYS.flatMap((key) => {
    const value = template[`${key}value`];
    return typeof value === 'string' && value.trim() !== '' ? [{ key, text: value.trim() }] : [];
  });
}

/** The answers to send: 'S' for each consent given, 'N' for each refused. */
export function consentAnswers(
  consents: readonly TemplateConsent[],
  given: Readonly<Record<string, boolean>>,
): Record<string, 'S' | 'N'> {
  return Object.fromEntries(consents.map(({ key }) => [key, given[key] ? 'S' : 'N']));
}
