import { ApiPath, ErrorCode, type LoginRequest, loginReply } from '@area-clienti/contract';
import { errorCodeOf, errorDetailsOf, redirectedBySession } from '@/shared/api';
import { api } from '@/shared/backend';
import { type EnterResult, enterWithToken } from '@/shared/backend/enter';
import { loginErrorMessage } from '@/shared/messages';
import { applicationId } from '@/shared/session';

/** Login answers that leave the form for /login/{code} (SPEC §7): a lost connection, a disabled user. */
export const LOGIN_REDIRECTS = [ErrorCode.CONNECTION, ErrorCode.USER_DISABLED];

/** The login call: no token yet. */
export const postLogin = (body: LoginRequest) =>
  api.call(ApiPath.login, body, loginReply, { auth: false, redirectOn: LOGIN_REDIRECTS });

export type LoginResult = EnterResult;

/**
 * SPEC §4 "Post-login flow" for the ordinary login: store the session, read the user status, decide
 * where to go. Errors come back as the message the form shows.
 */
export async function logIn(
  loginId: string,
  password: string,
  returnTo: string | null = null,
): Promise<LoginResult> {
  let reply: Awaited<ReturnType<typeof postLogin>>;
  try {
    reply = await postLogin({ loginId: loginId.trim(), password, applicationId });
  } catch (error) {
    if (redirectedBySession(error, LOGIN_REDIRECTS)) return { kind: 'redirected' };
    return { kind: 'error', message: loginErrorMessage(errorCodeOf(error), errorDetailsOf(error)) };
  }
  return enterWithToken(reply.token, reply.user, {
    mode: 'login',
    loginId,
    returnTo,
    ...(reply.secondFactor ? { secondFactor: reply.secondFactor } : {}),
  });
}
