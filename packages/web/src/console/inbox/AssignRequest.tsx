import { type ClaimDeskStaff, type InboxDetail, Role } from '@area-clienti/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '@/shared/api/errors';
import { consoleText } from '@/shared/messages/console';
import { session } from '@/shared/session';
import { StaffSelect } from '../frame/StaffSelect';
import { inboxActs, inboxRequestQuery } from './api';

const t = consoleText.inbox;

/** The server's refusal in the staff's words, or a plain failure. */
const refusal = (error: unknown) =>
  (error instanceof ApiError ? t.refused[error.code] : undefined) ?? t.failed;

/**
 * A request handed to a colleague (docs/decisions/0144): a new one by anyone, a taken or answered one by who
 * holds it or a Superuser; the colleague then holds it. The outcome is told in a live region; the page
 * reloads the request after it.
 */
export function AssignRequest({ request, staff }: { request: InboxDetail; staff: ClaimDeskStaff[] }) {
  const id = useId();
  const queryClient = useQueryClient();
  const me = session.read()?.user?.username ?? '';
  const [assignee, setAssignee] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const assign = useMutation({
    mutationFn: (userCode: string) => inboxActs.assign(request.id, userCode),
    onSuccess: (_, userCode) => {
      const account = staff.find((s) => s.userCode === userCode);
      setOutcome(t.done.assign(account ? `${account.name} (${account.userCode})` : userCode));
      setAssignee('');
    },
    onError: (failure) => setOutcome(refusal(failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxRequestQuery(request.id).queryKey }),
  });
  const mayAssign =
    request.state === 'new' ||
    (request.state !== 'closed' && (request.takenBy === me || session.hasRole(Role.SUPERUSER)));
  if (!mayAssign && !outcome) return null;

  return (
    <section className="detail-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.assignTitle}</h2>
      {mayAssign ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!assignee) return setError(t.assignRequired);
            setError(null);
            assign.mutate(assignee);
          }}
        >
          <p className="form-text">{t.assignHint}</p>
          <StaffSelect
            id={`${id}-assignee`}
            label={t.assignee}
            staff={staff}
            value={assignee}
            onChange={setAssignee}
            first={t.assignChoose}
            error={error}
          />
          <button type="submit" className="btn btn-outline-primary" disabled={assign.isPending}>
            {t.assignSubmit}
          </button>
        </form>
      ) : null}
      <p role="status">{outcome}</p>
    </section>
  );
}
