import { changeIbanRequest } from '@area-clienti/contract';
import { useState } from 'react';
import { formResolver } from '@/shared/forms/resolver';
import { ownDataText } from '@/shared/messages/own-data';
import { Alert } from '@/shared/ui/Alert';
import { FieldList } from '@/shared/ui/FieldList';
import { FormFooter } from '@/shared/ui/form/FormFooter';
import { TextField } from '@/shared/ui/form/TextField';
import { ownDataCalls } from './api';
import { useChangeForm } from './useChangeForm';

const t = ownDataText.iban;
const resolver = formResolver(changeIbanRequest);

/** New bank details: always a request the agency confirms, shown masked (decisions/0145). */
export function IbanSection({ iban }: { iban: string | null }) {
  const [sent, setSent] = useState<string | null>(null);
  const { form, outcome, run } = useChangeForm({ iban: '' }, resolver);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async ({ iban: typed }) => {
    setSent(null);
    const answer = await run(() => ownDataCalls.changeIban(typed));
    if (answer) {
      reset({ iban: '' });
      setSent(t.sent(answer.change.value));
    }
  });
  return (
    <section className="own-data__section" aria-labelledby="own-data-iban">
      <h2 id="own-data-iban">{t.title}</h2>
      <p>{t.intro}</p>
      <FieldList fields={[{ label: t.current, value: iban ?? t.none }]} />
      {sent ? (
        <Alert tone="success" live="status">
          {sent}
        </Alert>
      ) : null}
      <form className="app-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t.newIban}
          hint={t.hint}
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={50}
          registration={register('iban')}
          error={errors.iban}
        />
        <FormFooter outcome={outcome.outcome} submitLabel={t.send} submitting={isSubmitting} />
      </form>
    </section>
  );
}
