import {
  ApiPath,
  ErrorCode,
  type LoginRequest,
  loginReply,
  plainOkReply,
  sessionErrorRouteCodes,
  userStatusReply,
} from '@area-clienti/contract';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, errorCodeOf } from '../../../shared/api';
import { loginErrorMessage, loginMessages, text } from '../../../shared/messages';
import { applicationId, decidePostLogin, session } from '../../../shared/session';

/** The login call: no token; a disabled user stays on the form, a lost connection goes to /login/0002. */
export const postLogin = (body: LoginRequest) =>
  api.post(ApiPath.login, body, loginReply, { auth: false, redirectOn: [ErrorCode.CONNECTION] });

export const getUserStatus = () => api.post(ApiPath.getUserStatus, {}, userStatusReply);

/** Revokes the token; its failure changes nothing for the user, so it never redirects. */
export const postLogout = () => api.post(ApiPath.logout, {}, plainOkReply, { redirectOn: [] });

export type LoginResult =
  | { kind: 'navigate'; to: string }
  | { kind: 'error'; message: string }
  /** The API client has already left for /login/{code}. */
  | { kind: 'redirected' };

const redirectedBySession = (code: string | null, redirectOn: readonly string[]) =>
  code !== null && code in sessionErrorRouteCodes && redirectOn.includes(code);

/**
 * SPEC §4 "Post-login flow" for the ordinary login: store the session, read the user status, decide
 * where to go. Errors come back as the message the form shows.
 */
export async function logIn(loginId: string, password: string): Promise<LoginResult> {
  let reply: Awaited<ReturnType<typeof postLogin>>;
  try {
    reply = await postLogin({ loginId: loginId.trim(), password, applicationId });
  } catch (error) {
    const code = errorCodeOf(error);
    if (redirectedBySession(code, [ErrorCode.CONNECTION])) return { kind: 'redirected' };
    return { kind: 'error', message: loginErrorMessage(code ?? '') };
  }
  if (!reply.user.active) return { kind: 'error', message: loginMessages.group };
  session.start(reply.token, reply.user);

  let status: Awaited<ReturnType<typeof getUserStatus>>;
  try {
    status = await getUserStatus();
  } catch (error) {
    if (redirectedBySession(errorCodeOf(error), Object.keys(sessionErrorRouteCodes))) return { kind: 'redirected' };
    session.clear();
    return { kind: 'error', message: text.loadError };
  }
  session.setStatus({ email: status.email, phone: status.user?.phone ?? null });

  const outcome = decidePostLogin(status, 'login');
  if (outcome.kind === 'groupError') {
    await postLogout().catch(() => undefined);
    session.clear();
    return { kind: 'error', message: loginMessages.group };
  }
  if (loginId.includes('@')) session.setNotice('emailLogin', true);
  if (status.loginWarning) session.setNotice('loginWarning', true);
  return outcome;
}

/** The login form's hook: runs the flow, keeps the error to show, navigates on success. */
export function useLogin() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = useCallback(
    async (loginId: string, password: string) => {
      setPending(true);
      setError(null);
      const result = await logIn(loginId, password);
      setPending(false);
      if (result.kind === 'error') setError(result.message);
      else if (result.kind === 'navigate') await navigate(result.to, { replace: true });
    },
    [navigate],
  );
  return { submit, error, pending };
}
