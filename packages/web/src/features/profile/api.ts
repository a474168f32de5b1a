import {
  ApiPath,
  anagraficaReply,
  autologinFlagReply,
  clientNoticesReply,
  endOtherSessionsReply,
  getUserPrivacyReply,
  PROFILE_PRIVACY_TYPE,
} from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { userStatusQueries } from '@/shared/backend/userStatus';
import { getPrivacyTemplate } from '@/shared/entities/privacy/api';
import { queryKeys } from '@/shared/entities/query-keys';

export const getAnagrafica = (signal?: AbortSignal) =>
  api.call(ApiPath.getAnagrafica, {}, anagraficaReply, { signal });

/** The agency's records of the client: read once per session (the header shows the name). */
export const anagraficaQuery = () =>
  queryOptions({
    queryKey: queryKeys.anagrafica,
    queryFn: ({ signal }) => getAnagrafica(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAnagrafica = () => useQuery(anagraficaQuery());

/** "Nome Cognome" for the header. */
export function fullName(anagrafica: { nome: string; cognome: string }): string {
  return [anagrafica.nome, anagrafica.cognome]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** The user status as it is now: the account's verified mobile, the autologin flag (SPEC §3), the notices. */
export const useProfileStatus = () => useQuery(userStatusQueries.profile());

export const setAutologinFlag = (ssoFlag: boolean) =>
  api.call(ApiPath.SetUserAutologinFlag, { ssoFlag }, autologinFlagReply);

export const setClientNotices = (enabled: boolean) =>
  api.call(ApiPath.setClientNotices, { enabled }, clientNoticesReply);

/** The template of type 775 in force and the user's answers to it (SPEC §7), read together. */
async function getProfilePrivacy(signal?: AbortSignal) {
  const [template, given] = await Promise.all([
    getPrivacyTemplate(PROFILE_PRIVACY_TYPE, 'user', signal),
    api.call(ApiPath.getUserPrivacy, { type: PROFILE_PRIVACY_TYPE }, getUserPrivacyReply, { signal }),
  ]);
  return { template: template.privacyTemplate, given: given.privacy };
}

export const profilePrivacyQuery = () =>
  queryOptions({
    queryKey: queryKeys.profilePrivacy(PROFILE_PRIVACY_TYPE),
    queryFn: ({ signal }) => getProfilePrivacy(signal),
  });

/** Ends every other session of the client at once; answers how many were still open (docs/decisions/0061). */
export const endOtherSessions = () => api.call(ApiPath.endOtherSessions, {}, endOtherSessionsReply);
