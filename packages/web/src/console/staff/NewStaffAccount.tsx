import { Role, type StaffAccountsReply, type StaffRole } from '@area-clienti/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorCodeOf } from '@/shared/api/errors';
import { consoleText } from '@/shared/messages/console';
import { LabelledField } from '@/shared/ui/form/LabelledField';
import { SelectField } from '@/shared/ui/form/SelectField';
import { staffAccountActs, staffAccountsQuery } from './api';

const t = consoleText.staff;

export const staffRefusal = (error: unknown) => t.refused[errorCodeOf(error) ?? ''] ?? t.failed;

/** The form that makes a staff account: e-mail, mobile, role and scope (agency-wide or one branch). */
export function NewStaffAccount({
  branches,
  onOutcome,
}: {
  branches: StaffAccountsReply['branches'];
  onOutcome: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole>(Role.STAFF);
  const [branch, setBranch] = useState('');
  const create = useMutation({
    mutationFn: () =>
      staffAccountActs.create({ email: email.trim(), phone: phone.trim(), role, branch: branch || null }),
    onMutate: () => onOutcome(''),
    onSuccess: () => {
      onOutcome(t.created(email.trim()));
      setEmail('');
      setPhone('');
      void queryClient.invalidateQueries({ queryKey: staffAccountsQuery().queryKey });
    },
    onError: (error) => onOutcome(staffRefusal(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !phone.trim()) {
      onOutcome(t.required);
      return;
    }
    create.mutate();
  };
  return (
    <section className="detail-section" aria-labelledby="nuovo-account">
      <h2 id="nuovo-account">{t.newTitle}</h2>
      <form className="console-staff-form" onSubmit={submit} noValidate>
        <LabelledField label={t.email}>
          {(wiring) => (
            <input
              {...wiring}
              className="form-control"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </LabelledField>
        <LabelledField label={t.phone} hint={t.phoneHint}>
          {(wiring) => (
            <input
              {...wiring}
              className="form-control"
              type="tel"
              autoComplete="off"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          )}
        </LabelledField>
        <SelectField
          label={t.role}
          options={[Role.STAFF, Role.SUPERUSER].map((value) => ({ value, label: t.roles[value] ?? value }))}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        />
        <SelectField
          label={t.scope}
          hint={t.scopeHint}
          placeholder={t.wholeAgency}
          options={branches.map((b) => ({ value: b.id, label: `${b.name} (${b.id})` }))}
          value={branch}
          onChange={(event) => setBranch(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t.create}
        </button>
      </form>
    </section>
  );
}
