import '@/shared/ui/form/form.scss';
import type { LoginMessage } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { redirectedBySession } from '@/shared/api';
import { continueAfterStep } from '@/shared/backend/enter';
import { loginMessageUpdateError, text } from '@/shared/messages';
import { Navigate, useNavigate } from '@/shared/router';
import { paths } from '@/shared/routes';
import { decideAfterStep, session } from '@/shared/session';
import { reachesAdmin } from '@/shared/session/guards';
import { OutcomeAlert } from '@/shared/ui/form/FormFooter';
import { useOutcome } from '@/shared/ui/form/useOutcome';
import { LoginMessageBody } from '@/shared/ui/login-message/LoginMessageBody';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { loginMessageQuery, markMessageRead } from './api';
import { usePostLoginStatus } from './usePostLoginStatus';

const t = text.loginMessage;

/** /login-messages/ (SPEC §2, §4): the agency's message, shown only while the status has one to show. */
export function LoginMessagePage() {
  const status = usePostLoginStatus();
  const message = useQuery(loginMessageQuery());
  if (status.isPending || message.isPending) return <p role="status">{text.loading}</p>;
  if (status.isError || message.isError) return <QueryError />;
  // Nothing to show: move on as if the message had been read (the next pending step, or home).
  if (!status.data.messageToShow || !message.data.message) {
    return <Navigate to={decideAfterStep(status.data, { kind: 'message' }, reachesAdmin(session))} replace />;
  }
  return <MessageView message={message.data.message} />;
}

function MessageView({ message }: { message: LoginMessage }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const { outcome, show, clear } = useOutcome();

  async function onConfirm() {
    if (pending) return;
    clear();
    setPending(true);
    try {
      // SPEC §4: confirming marks the message as read, unless it is always-show.
      if (!message.mostraSempre) await markMessageRead(message.messaggioID);
      const next = await continueAfterStep({ kind: 'message' }).catch((error: unknown) => {
        if (redirectedBySession(error)) return null;
        return paths.home();
      });
      if (next) await navigate(next, { replace: true });
    } catch (error) {
      if (!redirectedBySession(error)) show('danger', loginMessageUpdateError);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="row">
      <div className="col-12 col-lg-9">
        <PageHeading title={message.titolo.trim() || t.fallbackTitle} />
        <LoginMessageBody html={message.testo} />
        <OutcomeAlert outcome={outcome} />
        <div className="form-actions">
          <button type="button" className="btn btn-primary" disabled={pending} onClick={onConfirm}>
            {message.mostraSempre ? t.continue : t.acknowledge}
          </button>
        </div>
      </div>
    </div>
  );
}
