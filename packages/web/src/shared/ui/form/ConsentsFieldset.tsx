import type { PrivacyKey } from '@area-clienti/contract';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { text } from '@/shared/messages';
import type { TemplateConsent } from '@/shared/privacy/consents';
import { paths } from '@/shared/routes';
import { CheckboxField } from './CheckboxField';
import type { FieldProblem } from './fieldIds';

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
  /** The box of a consent: its react-hook-form registration and its error. */
  box: (key: PrivacyKey) => { registration: UseFormRegisterReturn; error?: FieldProblem };
  /** Boxes before the template's (the privacy notice read, at registration). */
  children?: ReactNode;
}

/** The consents of a privacy template, each a box to tick, under the privacy notice (SPEC §2, §5). */
export function ConsentsFieldset({ legend, consents, box, children }: ConsentsFieldsetProps) {
  return (
    <fieldset className="form-fieldset">
      <legend>{legend}</legend>
      <p>
        <PrivacyNoticeSentence words={READ_THE_NOTICE} />
      </p>
      {children}
      {consents.map((consent) => (
        <CheckboxField key={consent.key} label={consent.text} {...box(consent.key)} />
      ))}
    </fieldset>
  );
}
