import {
  ApiPath,
  type CreateUserRequest,
  createUserReply,
  getPrivacyTemplateReply,
  normalizeMobile,
  PROFILE_PRIVACY_TYPE,
  plainOkReply,
} from '@area-clienti/contract';
import { api } from '../../../shared/api';
import { getUserStatus, rememberStatus } from '../../../shared/session/enter';

/** The privacy template asked at registration: the public variant, before any account exists. */
export const getRegistrationTemplate = (signal?: AbortSignal) =>
  api.post(ApiPath.getPrivacyTemplate, { type: PROFILE_PRIVACY_TYPE }, getPrivacyTemplateReply, {
    auth: false,
    signal,
  });

/** The status that drives the wizard, kept beside the session (its e-mail is shown at step 2). */
export async function getRegistrationStatus(signal?: AbortSignal) {
  const status = await getUserStatus(signal);
  rememberStatus(status);
  return status;
}

export const createUser = (body: CreateUserRequest) =>
  api.post(ApiPath.createUser, body, createUserReply, { auth: false });

export const validateEmail = (code: string) =>
  api.post(ApiPath.validateEmail, { emailVerificationToken: code }, plainOkReply);

export const resendEmail = () => api.post(ApiPath.resendEmail, {}, plainOkReply);

export const sendSms = (phone: string) =>
  api.post(ApiPath.sendSms, { phone: normalizeMobile(phone.trim()) }, plainOkReply);

export const validatePhone = (code: string) =>
  api.post(ApiPath.validatePhone, { smsSecurityCode: code }, plainOkReply);

export const resendSms = () => api.post(ApiPath.resendSms, {}, plainOkReply);
