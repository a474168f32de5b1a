import { PUBLIC_SUBJECTS } from '@area-clienti/contract';
import { useState } from 'react';
import { contactErrorMessage, text } from '@/shared/messages';
import { CheckboxField } from '@/shared/ui/form/CheckboxField';
import { PrivacyNoticeSentence } from '@/shared/ui/form/ConsentsFieldset';
import { FormFooter } from '@/shared/ui/form/FormFooter';
import { SelectField } from '@/shared/ui/form/SelectField';
import { TextField } from '@/shared/ui/form/TextField';
import { useRoutedForm } from '@/shared/ui/form/useRoutedForm';
import { PageHeading } from '@/shared/ui/PageHeading';
import { sendPublicContactRequest } from './api';
import { ContactDone } from './ContactDone';
import { publicContactResolver } from './contactForms';

const t = text.contact;
const SUBJECTS = Object.entries(PUBLIC_SUBJECTS).map(([value, label]) => ({ value, label }));

const EMPTY = { nome: '', cognome: '', oggetto: '', email: '', privacy: false };

/**
 * /contatti for visitors (SPEC §2, §5): first name, last name, subject, e-mail (checked when the field is
 * left: valid, at most 128 characters), the privacy notice read. The agency answers by e-mail.
 */
export function PublicContactForm() {
  const [sentTo, setSentTo] = useState<{ email: string; numero: string } | null>(null);
  return (
    <div className="row">
      <div className="col-12 col-lg-8">
        <PageHeading title={t.title}>
          <p className="lead-text">{t.publicIntro}</p>
        </PageHeading>
        {sentTo ? (
          <ContactDone
            message={t.donePublic(sentTo.email)}
            numero={sentTo.numero}
            onAnother={() => setSentTo(null)}
          />
        ) : (
          <PublicForm onSent={setSentTo} />
        )}
      </div>
    </div>
  );
}

function PublicForm({ onSent }: { onSent: (sent: { email: string; numero: string }) => void }) {
  const {
    form,
    outcome: { outcome },
    send,
  } = useRoutedForm(EMPTY, 'email', publicContactResolver);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  // The values come checked and trimmed: they are the call's body.
  const onSubmit = handleSubmit(async (request) => {
    let numero = '';
    const sent = await send(
      async () => {
        numero = (await sendPublicContactRequest(request)).numero;
      },
      (code) => contactErrorMessage(code, 'public'),
    );
    if (!sent) return;
    onSent({ email: request.email, numero });
  });

  return (
    <form className="app-form contact-form" noValidate onSubmit={onSubmit}>
      <p className="form-note">{text.registration.allRequired}</p>
      <TextField
        label={t.firstName}
        autoComplete="given-name"
        maxLength={80}
        required
        registration={register('nome')}
        error={errors.nome}
      />
      <TextField
        label={t.lastName}
        autoComplete="family-name"
        maxLength={80}
        required
        registration={register('cognome')}
        error={errors.cognome}
      />
      <SelectField
        label={t.subject}
        placeholder={t.chooseSubject}
        options={SUBJECTS}
        required
        registration={register('oggetto')}
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
        registration={register('email')}
        error={errors.email}
      />
      <CheckboxField
        label={
          <PrivacyNoticeSentence
            words={{ before: t.privacyBefore, link: t.privacyLink, after: t.privacyAfter }}
          />
        }
        registration={register('privacy')}
        error={errors.privacy}
      />
      <FormFooter outcome={outcome} submitLabel={t.submit} submitting={isSubmitting} />
    </form>
  );
}
