import { useSyncExternalStore } from 'react';
import { emailLoginNotice, text } from '../../shared/messages';
import { type SessionNotice, session } from '../../shared/session';
import { Alert } from '../../shared/ui/Alert';

function useNotice(notice: SessionNotice) {
  return useSyncExternalStore(session.subscribe, () => session.hasNotice(notice));
}

/** Notices raised at login, each dismissible for the rest of the session. */
export function SessionNotices() {
  const loginWarning = useNotice('loginWarning');
  const emailLogin = useNotice('emailLogin');
  const username = session.read()?.user.username ?? '';
  if (!loginWarning && !emailLogin) return null;
  return (
    <div className="session-notices">
      {loginWarning ? (
        <Alert tone="warning" live="status" onDismiss={() => session.setNotice('loginWarning', false)}>
          {text.newAccessWarning}
        </Alert>
      ) : null}
      {emailLogin ? (
        <Alert tone="info" live="status" onDismiss={() => session.setNotice('emailLogin', false)}>
          {emailLoginNotice(username)}
        </Alert>
      ) : null}
    </div>
  );
}
