import { ApiPath, type CreateUserRequest, createUserReply, plainOkReply } from '@area-clienti/contract';
import { api } from '@/shared/backend';

export const createUser = (body: CreateUserRequest) =>
  api.post(ApiPath.createUser, body, createUserReply, { auth: false });

export const validateEmail = (code: string) =>
  api.post(ApiPath.validateEmail, { emailVerificationToken: code }, plainOkReply);

export const resendEmail = () => api.post(ApiPath.resendEmail, {}, plainOkReply);
