import { ApiPath, ErrorCode, loginReply, passkeyRequestOptionsReply } from '@area-clienti/contract';
import { startAuthentication } from '@simplewebauthn/browser';
import { type ApiErrorCode, errorCodeOf, redirectedBySession } from '@/shared/api';
import { api } from '@/shared/backend';
import { type EnterResult, enterWithToken } from '@/shared/backend/enter';
import { loginErrorMessage } from '@/shared/messages';
import { passkeyLoginMessages } from '@/shared/messages/passkeys';
import { applicationId } from '@/shared/session';
import { LOGIN_REDIRECTS } from './api';

/*
 * "Accedi con passkey" (issue 20, docs/decisions/0093): loaded on the click, with the WebAuthn library,
 * so the login page's first load carries neither. The session it opens goes through the same post-login
 * flow as a password login.
 */

const publicCall = { auth: false, redirectOn: LOGIN_REDIRECTS } as const;

/** What the login form shows for a refused passkey sign-in. */
function passkeyErrorMessage(code: ApiErrorCode | null): string {
  switch (code) {
    case ErrorCode.PASSKEY_CHALLENGE:
      return passkeyLoginMessages.expired;
    case ErrorCode.PASSKEY_NOT_RECOGNISED:
      return passkeyLoginMessages.notRecognised;
    default:
      return loginErrorMessage(code);
  }
}

export async function logInWithPasskey(returnTo: string | null = null): Promise<EnterResult> {
  let reply: Awaited<ReturnType<typeof postPasskeyLogin>>;
  try {
    const { options } = await api.call(
      ApiPath.getPasskeyLoginOptions,
      {},
      passkeyRequestOptionsReply,
      publicCall,
    );
    let credential: Awaited<ReturnType<typeof startAuthentication>>;
    try {
      // No list of credentials: the browser offers the passkeys it holds for this site, or a phone's.
      credential = await startAuthentication({ optionsJSON: options });
    } catch {
      return { kind: 'error', message: passkeyLoginMessages.cancelled };
    }
    reply = await postPasskeyLogin(credential);
  } catch (error) {
    if (redirectedBySession(error, LOGIN_REDIRECTS)) return { kind: 'redirected' };
    return { kind: 'error', message: passkeyErrorMessage(errorCodeOf(error)) };
  }
  return enterWithToken(reply.token, reply.user, { mode: 'login', returnTo });
}

const postPasskeyLogin = (credential: Awaited<ReturnType<typeof startAuthentication>>) =>
  api.call(ApiPath.loginWithPasskey, { credential, applicationId }, loginReply, publicCall);
