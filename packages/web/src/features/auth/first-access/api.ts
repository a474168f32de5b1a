import { ApiPath, checkInviteCodeReply, validateInviteCodeReply } from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { errorCodeOf, errorDetailOf, redirectedBySession } from '@/shared/api';
import { api } from '@/shared/backend';
import { type EnterResult, enterWithToken } from '@/shared/backend/enter';
import { queryKeys } from '@/shared/entities/query-keys';
import { inviteErrorMessage, type TargetedMessage } from '@/shared/messages';
import type { InviteCode } from './inviteCode';

export const checkInvite = ({ userID, hash }: InviteCode, signal?: AbortSignal) =>
  api.call(ApiPath.checkInviteCode, { userID, hash }, checkInviteCodeReply, { auth: false, signal });

/** The invite's check on load (SPEC §4): once per invite and visit. */
export const inviteCheckQuery = (invite: InviteCode) =>
  queryOptions({
    queryKey: queryKeys.inviteCheck(invite.userID, invite.hash),
    queryFn: ({ signal }) => checkInvite(invite, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

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
    if (redirectedBySession(error)) return { kind: 'redirected' };
    return { kind: 'failed', message: inviteErrorMessage(errorCodeOf(error), errorDetailOf(error)) };
  }
  return enterWithToken(reply.token, reply.user, { mode: 'login' });
}

const postInvite = (userID: string, hash: string, newPassword: string) =>
  api.call(ApiPath.validateInviteCode, { userID, hash_pwd: hash, newPassword }, validateInviteCodeReply, {
    auth: false,
  });
