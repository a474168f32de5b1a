import { confirmEmailChangeRequest, startEmailChangeRequest } from '@area-clienti/contract';
import { useState } from 'react';
import { formResolver } from '@/shared/forms/resolver';
import { formMessages } from '@/shared/messages';
import { ownDataText } from '@/shared/messages/own-data';
import { Alert } from '@/shared/ui/Alert';
import { FieldList } from '@/shared/ui/FieldList';
import { FormFooter } from '@/shared/ui/form/FormFooter';
import { TextField } from '@/shared/ui/form/TextField';
import { ownDataCalls } from './api';
import { useChangeForm } from './useChangeForm';

const t = ownDataText.email;
const emailResolver = formResolver(startEmailChangeRequest, { messages: { email: formMessages.email } });
const codeResolver = formResolver(confirmEmailChangeRequest, { messages: { code: formMessages.code } });

/** The account's e-mail: a code to the new address confirms it (decisions/0146). */
export function EmailSection({ email, pending }: { email: string; pending: string | null }) {
  const [done, setDone] = useState<string | null>(null);
  const [retype, setRetype] = useState(false);
  return (
    <section className="own-data__section" aria-labelledby="own-data-email">
      <h2 id="own-data-email">{t.title}</h2>
      <FieldList fields={[{ label: t.current, value: email }]} />
      {done ? (
        <Alert tone="success" live="status">
          {t.done(done)}
        </Alert>
      ) : null}
      {pending && !retype ? (
        <CodeForm pending={pending} onDone={setDone} onRetype={() => setRetype(true)} />
      ) : (
        <NewEmailForm
          onSent={() => {
            setDone(null);
            setRetype(false);
          }}
        />
      )}
    </section>
  );
}

function NewEmailForm({ onSent }: { onSent: () => void }) {
  const { form, outcome, run } = useChangeForm({ email: '' }, emailResolver);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async ({ email }) => {
    if ((await run(() => ownDataCalls.startEmailChange(email))) !== undefined) onSent();
  });
  return (
    <form className="app-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t.newEmail}
        type="email"
        autoComplete="email"
        hint={t.hint}
        required
        registration={register('email')}
        error={errors.email}
      />
      <FormFooter outcome={outcome.outcome} submitLabel={t.send} submitting={isSubmitting} />
    </form>
  );
}

function CodeForm({
  pending,
  onDone,
  onRetype,
}: {
  pending: string;
  onDone: (email: string) => void;
  onRetype: () => void;
}) {
  const { form, outcome, run } = useChangeForm({ code: '' }, codeResolver);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async ({ code }) => {
    const answer = await run(() => ownDataCalls.confirmEmailChange(code));
    if (answer) onDone(answer.change.value);
  });
  return (
    <form className="app-form" noValidate onSubmit={onSubmit}>
      <p>{t.sent(pending)}</p>
      <TextField
        label={t.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        registration={register('code')}
        error={errors.code}
      />
      <FormFooter outcome={outcome.outcome} submitLabel={t.confirm} submitting={isSubmitting}>
        <button type="button" className="btn btn-outline-primary" onClick={onRetype}>
          {t.other}
        </button>
      </FormFooter>
    </form>
  );
}
