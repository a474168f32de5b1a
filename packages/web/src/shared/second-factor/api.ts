import {
  ApiPath,
  plainOkReply,
  recoveryCodesReply,
  secondFactorSetupReply,
  secondFactorStateReply,
  sendSecondFactorSmsReply,
  type VerifySecondFactorRequest,
  verifySecondFactorReply,
} from '@area-clienti/contract';
import { api } from '@/shared/backend';

/** The second factor's calls (docs/decisions/0091), for its pages, the profile and the step-up dialog. */
export const getSecondFactor = () => api.call(ApiPath.getSecondFactor, {}, secondFactorStateReply);
export const startSecondFactorSetup = () =>
  api.call(ApiPath.startSecondFactorSetup, {}, secondFactorSetupReply);
export const confirmSecondFactorSetup = (code: string) =>
  api.call(ApiPath.confirmSecondFactorSetup, { code }, recoveryCodesReply);
export const verifySecondFactor = (body: VerifySecondFactorRequest) =>
  api.call(ApiPath.verifySecondFactor, body, verifySecondFactorReply);
export const sendSecondFactorSms = () => api.call(ApiPath.sendSecondFactorSms, {}, sendSecondFactorSmsReply);
export const newRecoveryCodes = () => api.call(ApiPath.newRecoveryCodes, {}, recoveryCodesReply);
export const disableSecondFactor = () => api.call(ApiPath.disableSecondFactor, {}, plainOkReply);
export const dismissSecondFactorOffer = () => api.call(ApiPath.dismissSecondFactorOffer, {}, plainOkReply);
