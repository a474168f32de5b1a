import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { preloadHomeCode } from '@/shared/backend';
import { sessionMessages } from '@/shared/messages';

/**
 * The login flow and the contract's reply schemas (zod) are loaded when the user starts filling the
 * form, not with the page: the login page's first load stays small (budget: 150 KB gzip).
 */
const loadFlow = () => import('./api');

/** The login form's hook: runs the flow of ./api, keeps the error to show, navigates on success. */
export function useLogin() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // The first focus on the form: the login's flow, and the home's code that follows it (issue 20).
  const preload = useCallback(() => {
    loadFlow().catch(() => undefined);
    preloadHomeCode();
  }, []);

  const submit = useCallback(
    async (loginId: string, password: string, returnTo: string | null) => {
      setPending(true);
      setError(null);
      try {
        const { logIn } = await loadFlow();
        const result = await logIn(loginId, password, returnTo);
        if (result.kind === 'error') setError(result.message);
        else if (result.kind === 'navigate') await navigate(result.to, { replace: true });
      } catch {
        // Only the chunk's download can throw here: the flow itself answers with results.
        setError(sessionMessages['0002'] ?? null);
      } finally {
        setPending(false);
      }
    },
    [navigate],
  );
  return { submit, preload, error, pending };
}
