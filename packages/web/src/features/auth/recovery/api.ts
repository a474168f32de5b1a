import { ApiPath, plainOkReply } from '@area-clienti/contract';
import { api } from '@/shared/backend';

/** Always answers OK, whether or not the account exists (SPEC §4, issue 3). */
export const sendRecoveryCode = (loginId: string) =>
  api.post(ApiPath.forgotPasswordSendCode, { email: loginId.trim() }, plainOkReply, { auth: false });

export const setRecoveredPassword = (changePasswordCode: string, newPassword: string) =>
  api.post(ApiPath.forgotPasswordVerifyCode, { changePasswordCode, newPassword }, plainOkReply, {
    auth: false,
  });
