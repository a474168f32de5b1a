import {
  ApiPath,
  checkInviteCodeReply,
  sessionErrorRouteCodes,
  validateInviteCodeReply,
} from '@area-clienti/contract';
import { api, errorCodeOf } from '../../../shared/api';
import { inviteErrorMessage, type TargetedMessage } from '../../../shared/messages';
import { type EnterResult, enterWithToken, redirectedBySession } from '../../../shared/session/enter';
import type { InviteCode } from './inviteCode';

export const checkInvite = ({ userID, hash }: InviteCode, signal?: AbortSignal) =>
  api.post(ApiPath.checkInviteCode, { userID, hash }, checkInviteCodeReply, { auth: false, signal });

export type InviteResult = EnterResult | { kind: 'failed'; message: TargetedMessage };

/**
 * The first access (SPEC §4 "Invite flow"): the new password is set with the invite, the token stored,
 * and the post-login flow decides where to go (normally /).
 */
export async function enterByInvite(
  { userID, hash }: InviteCode,
  newPassword: string,
): Promise<InviteResult> {
  let reply: Awaited<ReturnType<typeof postInvite>>;
  try {
    reply = await postInvite(userID, hash, newPassword);
  } catch (error) {
    if (redirectedBySession(error, Object.keys(sessionErrorRouteCodes))) return { kind: 'redirected' };
    return { kind: 'failed', message: inviteErrorMessage(errorCodeOf(error)) };
  }
  return enterWithToken(reply.token, reply.user, { mode: 'login' });
}

const postInvite = (userID: string, hash: string, newPassword: string) =>
  api.post(ApiPath.validateInviteCode, { userID, hash_pwd: hash, newPassword }, validateInviteCodeReply, {
    auth: false,
  });
