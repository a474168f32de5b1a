import { isNecessaryConsent, PRIVACY_KEYS } from '@area-clienti/contract';
import type { PrivacyTemplateRow } from './queries.js';

export type ConsentValue = 'S' | 'N';

/** The consents a template asks for: privacyNN → its text, for every non-empty privacyNNvalue. */
export function askedConsents(template: Pick<PrivacyTemplateRow, 'items'>): Map<string, string> {
  const asked = new Map<string, string>();
  for (const key of PRIVACY_KEYS) {
    const text = template.items[`${key}value`]?.trim();
    if (text) asked.set(key, text);
  }
  return asked;
}

/**
 * The answers to a template, or null when they do not match it: every consent it asks answered 'S' or
 * 'N', and no answer to a consent it does not ask (other fields of `answers` are ignored). Registration
 * records its consents through this too.
 */
export function matchConsents(
  template: Pick<PrivacyTemplateRow, 'items'>,
  answers: Readonly<Record<string, unknown>>,
): Record<string, ConsentValue> | null {
  const asked = askedConsents(template);
  const values: Record<string, ConsentValue> = {};
  for (const key of PRIVACY_KEYS) {
    const value = answers[key];
    if (value === undefined) {
      if (asked.has(key)) return null;
    } else {
      if (!asked.has(key) || (value !== 'S' && value !== 'N')) return null;
      values[key] = value;
    }
  }
  return values;
}

/** Whether answers refuse a consent the template marks necessary ("(necessario)"). */
export function refusesNecessary(
  template: Pick<PrivacyTemplateRow, 'items'>,
  values: Readonly<Record<string, ConsentValue>>,
): boolean {
  return [...askedConsents(template)].some(([key, text]) => isNecessaryConsent(text) && values[key] === 'N');
}

/** A template as the API shows it: its id and the text of each consent asked (SPEC §3 "Privacy"). */
export function templateReply(template: PrivacyTemplateRow) {
  return {
    type: template.type,
    templateID: template.templateId,
    ...Object.fromEntries([...askedConsents(template)].map(([key, text]) => [`${key}value`, text])),
  };
}
