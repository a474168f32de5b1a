import { ApiPath, changePasswordReply } from '@area-clienti/contract';
import { api } from '@/shared/backend';

/** changepassword (SPEC §7): the server ends the user's other sessions. */
export const changePassword = (currentPassword: string, password: string) =>
  api.call(ApiPath.changePassword, { currentPassword, password }, changePasswordReply);
