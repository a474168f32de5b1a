import { type AddressKind, clientAddress } from '@area-clienti/contract';
import { useId, useState } from 'react';
import { addressLine, type ShownAddress } from '@/shared/format/address';
import { formResolver } from '@/shared/forms/resolver';
import { ownDataText } from '@/shared/messages/own-data';
import { Alert } from '@/shared/ui/Alert';
import { FieldList } from '@/shared/ui/FieldList';
import { AddressFields } from '@/shared/ui/form/AddressFields';
import { FormFooter } from '@/shared/ui/form/FormFooter';
import { ownDataCalls } from './api';
import { useChangeForm } from './useChangeForm';

const t = ownDataText.address;
const resolver = formResolver(clientAddress);

/** The residential or postal address, shown, and changed behind the step-up (decisions/0145, 0147). */
export function AddressSection({
  kind,
  address,
  fallback,
}: {
  kind: AddressKind;
  address: ShownAddress | null;
  /** What is shown when there is none: the postal address is the residence's. */
  fallback: string;
}) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const label = t[kind];
  const headingId = useId();
  return (
    <section className="own-data__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      <FieldList fields={[{ label, value: address ? addressLine(address) : fallback }]} />
      {done ? (
        <Alert tone="success" live="status">
          {done}
        </Alert>
      ) : null}
      {open ? (
        <AddressForm
          kind={kind}
          current={address}
          onClose={(message) => {
            setOpen(false);
            setDone(message);
          }}
        />
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          {t.change(label)}
        </button>
      )}
    </section>
  );
}

function AddressForm({
  kind,
  current,
  onClose,
}: {
  kind: AddressKind;
  current: ShownAddress | null;
  onClose: (message: string | null) => void;
}) {
  const { form, outcome, run } = useChangeForm(
    {
      country: current?.country ?? 'IT',
      indirizzo: current?.indirizzo ?? '',
      cap: current?.cap ?? '',
      comune: current?.comune ?? '',
      provincia: current?.provincia ?? '',
    },
    resolver,
  );
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const label = t[kind];
  const onSubmit = handleSubmit(async (values) => {
    const answer = await run(() => ownDataCalls.changeAddress(kind, values));
    if (answer)
      onClose(answer.change.state === 'requested' ? t.requested(answer.change.requestId) : t.applied);
  });
  return (
    <form className="app-form" noValidate onSubmit={onSubmit}>
      <AddressFields
        legend={label}
        values={{ country: 'IT', provincia: '', ...watch() }}
        setField={(name, value) => setValue(name, value, { shouldDirty: true })}
        field={(name) => ({ registration: register(name), error: errors[name] })}
      />
      <FormFooter
        outcome={outcome.outcome}
        submitLabel={t.save}
        submitting={isSubmitting}
        actionsClassName="d-flex flex-wrap gap-3"
      >
        <button type="button" className="btn btn-outline-primary" onClick={() => onClose(null)}>
          {t.cancel}
        </button>
      </FormFooter>
    </form>
  );
}
