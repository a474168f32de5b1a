import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorCodeOf } from '@/shared/api';
import { threadErrorMessage } from '@/shared/messages/claim-report-after';
import { staffClaimReportQuery } from './api';
import { staffThreadQuery } from './thread-api';

/**
 * One text the branch sends on a report (a message, a request for documents): a labelled text area, its
 * button, what came of it. The thread is read again once it is sent, and the report no longer waits.
 */
export function StaffTextForm(props: {
  reportId: string;
  label: string;
  button: string;
  done: string;
  send: (reportId: string, text: string) => Promise<unknown>;
}) {
  const { reportId, send } = props;
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const post = useMutation({
    mutationFn: () => send(reportId, text),
    onSuccess: async () => {
      setText('');
      // The branch answered: the client's messages no longer wait (the server's rule; no re-opening, which
      // would be audited again), and the list's marker is read again.
      queryClient.setQueryData(staffClaimReportQuery(reportId).queryKey, (opened) =>
        opened ? { ...opened, desk: { ...opened.desk, clientWroteAt: null } } : opened,
      );
      await queryClient.invalidateQueries({ queryKey: ['getClaimReportInbox'] });
      await queryClient.invalidateQueries({ queryKey: staffThreadQuery(reportId).queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    post.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="mt-2">
      <label htmlFor={`${id}-text`} className="form-label">
        {props.label}
      </label>
      <textarea
        id={`${id}-text`}
        className="form-control"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-sm mt-2" disabled={post.isPending}>
        {props.button}
      </button>
      {post.isError ? <p role="alert">{threadErrorMessage(errorCodeOf(post.error))}</p> : null}
      {post.isSuccess ? <p role="status">{props.done}</p> : null}
    </form>
  );
}
