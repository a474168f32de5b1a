import { useEffect, useRef } from 'react';
import { tabs } from '@/shared/backend';
import { postLogout } from '@/shared/backend/enter';
import { text } from '@/shared/messages';
import { useNavigate } from '@/shared/router';
import { paths } from '@/shared/routes';
import { session } from '@/shared/session';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';

/**
 * /logout: revoke the token (its failure is ignored), forget the session in this tab and in the other tabs
 * holding it (docs/decisions/0089), go to /login.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useDocumentTitle(text.nav.logout);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = session.read()?.token;
    const done = () => {
      if (token) tabs.announceEnd(token);
      session.clear();
      void navigate(paths.login(), { replace: true });
    };
    if (session.read()) postLogout().then(done, done);
    else done();
  }, [navigate]);
  return (
    <p className="mt-4" role="status">
      {text.logout.inProgress}
    </p>
  );
}
