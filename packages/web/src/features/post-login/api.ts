import {
  ApiPath,
  changePasswordReply,
  getMessageReply,
  getPrivacyTemplateReply,
  plainOkReply,
  type SetUserPrivacyRequest,
  updateMessageReply,
} from '@area-clienti/contract';
import { api } from '../../shared/api';

export const getPrivacyTemplate = (type: string, signal?: AbortSignal) =>
  api.post(ApiPath.getPrivacyTemplate, { type }, getPrivacyTemplateReply, { signal });

export const setUserPrivacy = (body: SetUserPrivacyRequest) =>
  api.post(ApiPath.setUserPrivacy, body, plainOkReply);

export const getLoginMessage = (signal?: AbortSignal) =>
  api.post(ApiPath.getMessage, {}, getMessageReply, { signal });

export const markMessageRead = (messageID: number) =>
  api.post(ApiPath.updateMessage, { messageID }, updateMessageReply);

export const changePassword = (currentPassword: string, password: string) =>
  api.post(ApiPath.changePassword, { currentPassword, password }, changePasswordReply);
