import { ApiPath, autologinSsoReply } from '@area-clienti/contract';
import { redirectedBySession } from '@/shared/api';
import { api } from '@/shared/backend';
import { enterWithToken } from '@/shared/backend/enter';
import { paths } from '@/shared/routes';
import { applicationId } from '@/shared/session';

/** /login/{code} of SPEC §2 /inbanklogin: 0011 no data, 0010 a reply without a token. */
export const SSO_NO_DATA = '0011';
export const SSO_NO_TOKEN = '0010';

/**
 * Single sign-on (SPEC §2 /inbanklogin): where to go for the `data` query parameter, or null when the API
 * client has already left for /login/{code} (a lost connection, a disabled user: SPEC §7).
 */
export async function enterBySso(data: string | null): Promise<string | null> {
  if (!data) return paths.loginMessage(SSO_NO_DATA);
  let reply: Awaited<ReturnType<typeof postSso>>;
  try {
    reply = await postSso(data);
  } catch (error) {
    return redirectedBySession(error) ? null : paths.loginMessage(SSO_NO_TOKEN);
  }
  const result = await enterWithToken(reply.token, reply.user, { mode: 'sso' });
  if (result.kind === 'redirected') return null;
  // The status could not be read: the bank's link cannot be used again, so the user starts from the login.
  if (result.kind === 'error') return paths.loginMessage(SSO_NO_TOKEN);
  return result.to;
}

const postSso = (cryptedParameters: string) =>
  api.call(ApiPath.autologinSso, { cryptedParameters, applicationId }, autologinSsoReply, { auth: false });
