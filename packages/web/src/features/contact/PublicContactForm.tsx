import { PUBLIC_SUBJECTS } from '@area-clienti/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { chosen, contactEmail, required, ticked } from '../../shared/forms/validators';
import { contactErrorMessage, text } from '../../shared/messages';
import { paths } from '../../shared/routes';
import { CheckboxField } from '../../shared/ui/form/CheckboxField';
import { FormFooter } from '../../shared/ui/form/FormFooter';
import { SelectField } from '../../shared/ui/form/SelectField';
import { TextField } from '../../shared/ui/form/TextField';
import { useRoutedForm } from '../../shared/ui/form/useRoutedForm';
import { PageHeading } from '../../shared/ui/PageHeading';
import { sendPublicContactRequest } from './api';
import { ContactDone } from './ContactDone';

const t = text.contact;
const SUBJECTS = Object.entries(PUBLIC_SUBJECTS).map(([value, label]) => ({ value, label }));

interface Values {
  nome: string;
  cognome: string;
  oggetto: string;
  email: string;
  privacy: boolean;
}
const EMPTY: Values = { nome: '', cognome: '', oggetto: '', email: '', privacy: false };

/**
 * /contatti for visitors (SPEC §2, §5): first name, last name, subject, e-mail (checked when the field is
 * left: valid, at most 128 characters), the privacy notice read. The agency answers by e-mail.
 */
export function PublicContactForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="row">
      <div className="col-12 col-lg-8">
        <PageHeading title={t.title}>
          <p className="lead-text">{t.publicIntro}</p>
        </PageHeading>
        {sentTo ? (
          <ContactDone message={t.donePublic(sentTo)} onAnother={() => setSentTo(null)} />
        ) : (
          <PublicForm onSent={setSentTo} />
        )}
      </div>
    </div>
  );
}

function PublicForm({ onSent }: { onSent: (email: string) => void }) {
  const {
    form,
    outcome: { outcome },
    send,
  } = useRoutedForm<Values>(EMPTY, 'email');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const email = values.email.trim();
    const request = {
      nome: values.nome.trim(),
      cognome: values.cognome.trim(),
      oggetto: values.oggetto,
      email,
      privacy: values.privacy,
    };
    const sent = await send(
      () => sendPublicContactRequest(request),
      (code) => contactErrorMessage(code, 'public'),
    );
    if (!sent) return;
    onSent(email);
  });

  return (
    <form className="app-form contact-form" noValidate onSubmit={onSubmit}>
      <p className="form-note">{text.registration.allRequired}</p>
      <TextField
        label={t.firstName}
        autoComplete="given-name"
        maxLength={80}
        required
        registration={register('nome', { validate: required })}
        error={errors.nome}
      />
      <TextField
        label={t.lastName}
        autoComplete="family-name"
        maxLength={80}
        required
        registration={register('cognome', { validate: required })}
        error={errors.cognome}
      />
      <SelectField
        label={t.subject}
        placeholder={t.chooseSubject}
        options={SUBJECTS}
        required
        registration={register('oggetto', { validate: chosen(t.subjectRequired) })}
        error={errors.oggetto}
      />
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        required
        hint={t.emailHint}
        registration={register('email', { validate: contactEmail })}
        error={errors.email}
      />
      <CheckboxField
        label={
          <>
            {t.privacyBefore}
            <Link to={paths.privacy()} target="_blank" rel="noopener">
              {t.privacyLink} <span className="visually-hidden">{text.newWindow}</span>
            </Link>
            {t.privacyAfter}
          </>
        }
        registration={register('privacy', { validate: ticked })}
        error={errors.privacy}
      />
      <FormFooter outcome={outcome} submitLabel={t.submit} submitting={isSubmitting} />
    </form>
  );
}
