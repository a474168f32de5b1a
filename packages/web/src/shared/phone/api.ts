import { ApiPath, normalizeMobile, plainOkReply } from '@area-clienti/contract';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { userStatusQueries } from '@/shared/backend/userStatus';

/*
 * SendSMS, ResendSMS and validatePhone: the registration's steps 3 and 4, and the profile's change of mobile
 * (SPEC §2, §4). For a verified account the new number waits for its code; the old one stays until then.
 */

const sendSms = (phone: string) =>
  api.call(ApiPath.sendSms, { phone: normalizeMobile(phone.trim()) }, plainOkReply);

const resendSms = () => api.call(ApiPath.resendSms, {}, plainOkReply);

const validatePhone = (code: string) =>
  api.call(ApiPath.validatePhone, { smsSecurityCode: code }, plainOkReply);

const PHONE = ['phone'] as const;

/** The phone calls as mutations (their keys are written here only). */
export const phoneMutations = {
  send: () => mutationOptions({ mutationKey: [...PHONE, 'send'], mutationFn: sendSms }),
  resend: () => mutationOptions({ mutationKey: [...PHONE, 'resend'], mutationFn: resendSms }),
  /** A confirmed code changes the verified phone: every reader of the user status reads it again. */
  validate: () =>
    mutationOptions({
      mutationKey: [...PHONE, 'validate'],
      mutationFn: validatePhone,
      onSuccess: (_reply, _code, _result, { client }) =>
        client.invalidateQueries({ queryKey: userStatusQueries.all }),
    }),
};
