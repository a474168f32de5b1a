import {
  ApiPath,
  anagraficaReply,
  autologinFlagReply,
  changePasswordReply,
  getPrivacyTemplateReply,
  getUserPrivacyReply,
  normalizeMobile,
  PROFILE_PRIVACY_TYPE,
  plainOkReply,
  type SetUserPrivacyRequest,
} from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api';
import { getUserStatus, rememberStatus } from '../../shared/session/enter';

export const getAnagrafica = (signal?: AbortSignal) =>
  api.post(ApiPath.getAnagrafica, {}, anagraficaReply, { signal });

export function useAnagrafica() {
  return useQuery({
    queryKey: ['anagrafica'],
    queryFn: ({ signal }) => getAnagrafica(signal),
    staleTime: Infinity,
  });
}

/** "Nome Cognome" for the header. */
export function fullName(anagrafica: { nome: string; cognome: string }): string {
  return [anagrafica.nome, anagrafica.cognome]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export const PROFILE_STATUS_KEY = ['userStatus', 'profile'] as const;

/** The user status as it is now: the account's verified mobile and the autologin flag (SPEC §3). */
export function useProfileStatus() {
  return useQuery({
    queryKey: PROFILE_STATUS_KEY,
    queryFn: async ({ signal }) => {
      const status = await getUserStatus(signal);
      rememberStatus(status);
      return status;
    },
    staleTime: 0,
  });
}

export const setAutologinFlag = (ssoFlag: boolean) =>
  api.post(ApiPath.SetUserAutologinFlag, { ssoFlag }, autologinFlagReply);

export const changePassword = (currentPassword: string, password: string) =>
  api.post(ApiPath.changePassword, { currentPassword, password }, changePasswordReply);

export const PROFILE_PRIVACY_KEY = ['profilePrivacy', PROFILE_PRIVACY_TYPE] as const;

/** The template of type 775 in force and the user's answers to it (SPEC §7), read together. */
export async function getProfilePrivacy(signal?: AbortSignal) {
  const [template, given] = await Promise.all([
    api.post(ApiPath.getPrivacyTemplate, { type: PROFILE_PRIVACY_TYPE }, getPrivacyTemplateReply, { signal }),
    api.post(ApiPath.getUserPrivacy, { type: PROFILE_PRIVACY_TYPE }, getUserPrivacyReply, { signal }),
  ]);
  return { template: template.privacyTemplate, given: given.privacy };
}

export const setUserPrivacy = (body: SetUserPrivacyRequest) =>
  api.post(ApiPath.setUserPrivacy, body, plainOkReply);

/** SendSMS: for a verified account the new number waits for its code; the old one stays until then. */
export const sendSms = (phone: string) =>
  api.post(ApiPath.sendSms, { phone: normalizeMobile(phone.trim()) }, plainOkReply);

export const resendSms = () => api.post(ApiPath.resendSms, {}, plainOkReply);

export const validatePhone = (code: string) =>
  api.post(ApiPath.validatePhone, { smsSecurityCode: code }, plainOkReply);
