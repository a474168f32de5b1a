import { ApiPath, plainOkReply } from '@area-clienti/contract';
import { api } from '@/shared/backend';

/** Always answers OK, whether or not the account exists (SPEC §4, issue 3). */
export const sendRecoveryCode = (loginId: string) =>
  api.call(ApiPath.forgotPasswordSendCode, { email: loginId.trim() }, plainOkReply, { auth: false });

export const setRecoveredPassword = (changePasswordCode: string, newPassword: string) =>
  api.call(ApiPath.forgotPasswordVerifyCode, { changePasswordCode, newPassword }, plainOkReply, {
    auth: false,
  });
