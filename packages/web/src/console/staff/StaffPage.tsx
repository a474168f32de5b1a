import { Role, type StaffAccountAct, type StaffAccountRow } from '@area-clienti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatusTone } from '@/shared/format';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { session } from '@/shared/session';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { StatusTag } from '@/shared/ui/StatusTag';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import { staffAccountActs, staffAccountsQuery } from './api';
import { NewStaffAccount, staffRefusal } from './NewStaffAccount';

const t = consoleText.staff;

const STATE_TONE: Record<StaffAccountRow['state'], StatusTone> = {
  active: 'success',
  invited: 'warning',
  disabled: 'neutral',
};

const scopeOf = (row: StaffAccountRow) =>
  row.branch === null ? t.wholeAgency : (row.branchName ?? t.removedBranch(row.branch));

/** The acts a row offers: never a disable or a reset of one's own account (the server refuses them too). */
function RowActions({
  row,
  busy,
  onAct,
}: {
  row: StaffAccountRow;
  busy: boolean;
  onAct: (row: StaffAccountRow, act: StaffAccountAct) => void;
}) {
  if (row.userCode === session.read()?.user.username) return <>{t.you}</>;
  const acts: [StaffAccountAct, string][] = [
    row.state === 'disabled' ? ['enable', t.enable] : ['disable', t.disable],
    ['reset-second-factor', t.reset],
  ];
  return (
    <div className="d-flex flex-wrap gap-2">
      {acts.map(([act, label]) => (
        <button
          key={act}
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={busy}
          aria-label={`${label}: ${row.email}`}
          onClick={() => onAct(row, act)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** /admin/personale: the staff accounts, a Superuser's (issue 37, docs/decisions/0157). */
export function StaffPage() {
  const queryClient = useQueryClient();
  const superuser = session.hasRole(Role.SUPERUSER);
  const list = useQuery({ ...staffAccountsQuery(), enabled: superuser });
  const [outcome, setOutcome] = useState('');
  const change = useMutation({
    mutationFn: ({ row, act }: { row: StaffAccountRow; act: StaffAccountAct }) =>
      staffAccountActs.change(row.userCode, act),
    onMutate: () => setOutcome(''),
    onSuccess: (_reply, { row, act }) => {
      setOutcome(t.done[act](row.email));
      void queryClient.invalidateQueries({ queryKey: staffAccountsQuery().queryKey });
    },
    onError: (error) => setOutcome(staffRefusal(error)),
  });
  if (!superuser) {
    return (
      <>
        <PageHeading title={t.title} />
        <Alert tone="warning">{t.refused.FORBIDDEN_001 ?? t.failed}</Alert>
      </>
    );
  }
  const data = list.data;
  return (
    <>
      <PageHeading title={t.title} />
      <p>{t.intro}</p>
      {list.isPending ? <p role="status">{text.loading}</p> : null}
      {list.isError ? <QueryError /> : null}
      {data ? (
        <>
          <NewStaffAccount branches={data.branches} onOutcome={setOutcome} />
          <p role="status">{outcome}</p>
          <section className="detail-section" aria-labelledby="account-personale">
            <h2 id="account-personale">{t.listTitle}</h2>
            {data.accounts.length === 0 ? (
              <p>{t.none}</p>
            ) : (
              <SimpleTable
                caption={t.listTitle}
                rows={data.accounts}
                rowKey={(row) => row.userCode}
                columns={[
                  { key: 'e', header: t.email, cell: (row) => row.email },
                  { key: 'u', header: t.userCode, cell: (row) => row.userCode },
                  { key: 'r', header: t.role, cell: (row) => t.roles[row.role] ?? row.role },
                  { key: 'a', header: t.scope, cell: scopeOf },
                  {
                    key: 's',
                    header: t.stateLabel,
                    cell: (row) => (
                      <StatusTag tone={STATE_TONE[row.state]}>{t.state[row.state] ?? row.state}</StatusTag>
                    ),
                  },
                  {
                    key: 'f',
                    header: t.secondFactor,
                    cell: (row) => (row.secondFactor ? t.secondFactorSet : t.secondFactorUnset),
                  },
                  {
                    key: 'x',
                    header: t.actions,
                    cell: (row) => (
                      <RowActions
                        row={row}
                        busy={change.isPending}
                        onAct={(target, act) => change.mutate({ row: target, act })}
                      />
                    ),
                  },
                ]}
              />
            )}
          </section>
        </>
      ) : null}
    </>
  );
}
