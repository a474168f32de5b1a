import { setCookie } from '../../http/cookies.js';
import { deviceCookieOf } from '../../http/identity.js';
import type { PublicCall } from '../../http/route.js';
import type { OpenedSession, SessionReply } from './service.js';

/** A trusted browser stays trusted while it logs in at least once in this time. */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The reply of every way in (login, registration, invite, single sign-on): the session, and the
 * trusted-device cookie for the browser it was opened from (docs/decisions/0037; `__Host-` over HTTPS, 0131).
 */
export async function sessionOpened(
  call: PublicCall<unknown>,
  opening: Promise<OpenedSession>,
): Promise<SessionReply> {
  const { deviceToken, ...session } = await opening;
  setCookie(call.request, call.reply, {
    ...deviceCookieOf(call.request),
    value: deviceToken,
    maxAgeSeconds: DEVICE_COOKIE_SECONDS,
  });
  return session;
}
