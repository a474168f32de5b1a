import { isNecessaryConsent, type PrivacyKey } from '@area-clienti/contract';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { text } from '@/shared/messages';
import { refusedNecessary, type TemplateConsent } from '@/shared/privacy/consents';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { ChoiceField } from './ChoiceField';
import type { FieldProblem } from './fieldIds';

/** A consent's two answers, as the profile, the registration and /login-privacy offer them. */
export const CONSENT_OPTIONS = [
  { value: 'S', label: text.profile.consentGiven },
  { value: 'N', label: text.profile.consentRefused },
] as const;

/** A sentence naming the privacy notice, its link opening in a new window (and saying so). */
export function PrivacyNoticeSentence({ words }: { words: { before: string; link: string; after: string } }) {
  return (
    <>
      {words.before}
      <Link to={paths.privacy()} target="_blank" rel="noopener">
        {words.link} <span className="visually-hidden">{text.newWindow}</span>
      </Link>
      {words.after}
    </>
  );
}

/** The registration's words, also those of /login-privacy: 'Prima di proseguire leggi l'informativa…'. */
export const READ_THE_NOTICE = {
  before: text.registration.privacyBefore,
  link: text.registration.privacyLink,
  after: text.registration.privacyAfter,
};

interface ConsentsFieldsetProps {
  legend: string;
  consents: readonly TemplateConsent[];
  /** The choice of a consent: its react-hook-form registration and its error. */
  choice: (key: PrivacyKey) => { registration: UseFormRegisterReturn; error?: FieldProblem };
  /** Fields before the template's (the privacy notice read, a box, at registration). */
  children?: ReactNode;
}

/**
 * The consents of a privacy template under the privacy notice (SPEC §2, §5), each a choice between
 * 'Acconsento' and 'Non acconsento': required means answered, and a no is as good an answer as a yes
 * (consent freely given, GDPR art. 7), except for the consent marked "(necessario)", which says why it must
 * be given to go on (docs/decisions/0088).
 */
export function ConsentsFieldset({ legend, consents, choice, children }: ConsentsFieldsetProps) {
  return (
    <fieldset className="form-fieldset">
      <legend>{legend}</legend>
      <p>
        <PrivacyNoticeSentence words={READ_THE_NOTICE} />
      </p>
      {children}
      {consents.map((consent) => (
        <ChoiceField
          key={consent.key}
          legend={consent.text}
          options={CONSENT_OPTIONS}
          hint={isNecessaryConsent(consent.text) ? text.profile.necessaryHint : undefined}
          {...choice(consent.key)}
        />
      ))}
    </fieldset>
  );
}

/**
 * Stops a consents form whose consent marked "(necessario)" is answered no: the reason goes under that
 * consent, which takes the focus (docs/decisions/0088). True when it stopped the form.
 */
export function stopAtRefusedNecessary(
  consents: readonly TemplateConsent[],
  choices: Readonly<Record<string, unknown>>,
  setError: (
    key: PrivacyKey,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void,
): boolean {
  const refused = refusedNecessary(consents, choices);
  if (refused === null) return false;
  setError(refused, { type: 'necessary', message: text.profile.necessaryRefused }, { shouldFocus: true });
  return true;
}
