import { ApiPath, type CreateUserRequest, createUserReply, plainOkReply } from '@area-clienti/contract';
import { api } from '@/shared/backend';

export const createUser = (body: CreateUserRequest) =>
  api.call(ApiPath.createUser, body, createUserReply, { auth: false });

export const validateEmail = (code: string) =>
  api.call(ApiPath.validateEmail, { emailVerificationToken: code }, plainOkReply);

export const resendEmail = () => api.call(ApiPath.resendEmail, {}, plainOkReply);
