import type { PrivacyKey } from '@area-clienti/contract';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { text } from '@/shared/messages';
import type { TemplateConsent } from '@/shared/privacy/consents';
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
 * (consent freely given, GDPR art. 7).
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
          {...choice(consent.key)}
        />
      ))}
    </fieldset>
  );
}
