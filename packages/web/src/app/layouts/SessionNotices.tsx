import { useSyncExternalStore } from 'react';
import { emailLoginNotice } from '@/shared/messages';
import { useLocation } from '@/shared/router';
import { type SessionNotice, session } from '@/shared/session';
import { Alert } from '@/shared/ui/Alert';
import { MAIN_CONTENT_ID } from '@/shared/ui/SkipLink';
import { NewAccessNotice } from './NewAccessNotice';

function useNotice(notice: SessionNotice) {
  return useSyncExternalStore(session.subscribe, () => session.hasNotice(notice));
}

/** Dismissing removes the focused close button: focus goes back to the page's content, not to nowhere. */
function dismiss(notice: SessionNotice) {
  session.setNotice(notice, false);
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/** A confirmation carried to this page by the navigation (`state.flash`), e.g. after a post-login step. */
function useFlash(): string | null {
  const state: unknown = useLocation().state;
  const flash = typeof state === 'object' && state !== null ? (state as { flash?: unknown }).flash : null;
  return typeof flash === 'string' && flash !== '' ? flash : null;
}

/**
 * Notices raised at login, each dismissible for the rest of the session, shown on every authenticated
 * page until dismissed; and the confirmation a navigation carried here.
 */
export function SessionNotices() {
  const loginWarning = useNotice('loginWarning');
  const emailLogin = useNotice('emailLogin');
  const flash = useFlash();
  const username = session.read()?.user.username ?? '';
  if (!loginWarning && !emailLogin && !flash) return null;
  return (
    <div className="session-notices">
      {flash ? (
        <Alert tone="success" live="status">
          {flash}
        </Alert>
      ) : null}
      {loginWarning ? <NewAccessNotice onDismiss={() => dismiss('loginWarning')} /> : null}
      {emailLogin ? (
        <Alert tone="info" live="status" onDismiss={() => dismiss('emailLogin')}>
          {emailLoginNotice(username)}
        </Alert>
      ) : null}
    </div>
  );
}
