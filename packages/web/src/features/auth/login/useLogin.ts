import { useCallback, useState } from 'react';
import { preloadHomeCode } from '@/shared/backend';
import type { EnterResult } from '@/shared/backend/enter';
import { sessionMessages } from '@/shared/messages';
import { useNavigate } from '@/shared/router';

/**
 * The login flow and the contract's reply schemas (zod) are loaded when the user starts filling the
 * form, not with the page: the login page's first load stays small (budget: 150 KB gzip).
 */
const loadFlow = () => import('./api');
/** "Accedi con passkey": its flow and the WebAuthn library load on the click (docs/decisions/0093). */
const loadPasskeyFlow = () => import('./passkeyApi');

/** The browser can make and use passkeys (WebAuthn): only then is "Accedi con passkey" shown. */
export const browserHasPasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

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

  const run = useCallback(
    async (flow: () => Promise<EnterResult>) => {
      setPending(true);
      setError(null);
      try {
        const result = await flow();
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
  const submit = useCallback(
    (loginId: string, password: string, returnTo: string | null) =>
      run(async () => (await loadFlow()).logIn(loginId, password, returnTo)),
    [run],
  );
  const submitPasskey = useCallback(
    (returnTo: string | null) => run(async () => (await loadPasskeyFlow()).logInWithPasskey(returnTo)),
    [run],
  );
  return { submit, submitPasskey, preload, error, pending };
}
