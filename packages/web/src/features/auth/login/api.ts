import {
  ApiPath,
  ErrorCode,
  type LoginRequest,
  loginReply,
  plainOkReply,
  sessionErrorRouteCodes,
  userStatusReply,
} from '@area-clienti/contract';
import { api, errorCodeOf } from '../../../shared/api';
import { loginErrorMessage, loginMessages, text } from '../../../shared/messages';
import { applicationId, decidePostLogin, session } from '../../../shared/session';

/** Login answers that leave the form for /login/{code} (SPEC §7): a lost connection, a disabled user. */
const LOGIN_REDIRECTS = [ErrorCode.CONNECTION, ErrorCode.USER_DISABLED];

/** The login call: no token yet. */
export const postLogin = (body: LoginRequest) =>
  api.post(ApiPath.login, body, loginReply, { auth: false, redirectOn: LOGIN_REDIRECTS });

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
    if (redirectedBySession(code, LOGIN_REDIRECTS)) return { kind: 'redirected' };
    return { kind: 'error', message: loginErrorMessage(code ?? '') };
  }
  if (!reply.user.active) return { kind: 'error', message: loginMessages.group };
  session.start(reply.token, reply.user);

  let status: Awaited<ReturnType<typeof getUserStatus>>;
  try {
    status = await getUserStatus();
  } catch (error) {
    if (redirectedBySession(errorCodeOf(error), Object.keys(sessionErrorRouteCodes)))
      return { kind: 'redirected' };
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
