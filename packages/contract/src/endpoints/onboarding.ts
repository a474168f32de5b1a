import { plainOkReply } from '../auth.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import {
  autologinSsoReply,
  autologinSsoRequest,
  changePasswordReply,
  changePasswordRequest,
  checkInviteCodeReply,
  checkInviteCodeRequest,
  createUserReply,
  createUserRequest,
  forgotPasswordSendCodeRequest,
  forgotPasswordVerifyCodeRequest,
  resendRequest,
  sendSmsRequest,
  validateEmailRequest,
  validateInviteCodeReply,
  validateInviteCodeRequest,
  validatePhoneRequest,
} from '../onboarding.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../onboarding.ts. */

/** A registration step that sends a code: too many sends, or none could be sent. */
const OF_SENDING = [ErrorCode.RESEND_LIMIT, ErrorCode.DELIVERY_FAILED] as const;

export const changePassword = {
  method: 'POST',
  path: ApiPath.changePassword,
  access: 'user',
  body: changePasswordRequest,
  reply: changePasswordReply,
  errors: [ErrorCode.CHANGEPASSWORD_WRONG, ErrorCode.CHANGEPASSWORD_RULES, ErrorCode.LOGIN_LOCKED],
  servesPendingSteps: true,
} as const satisfies JsonEndpoint;

export const createUser = {
  method: 'POST',
  path: ApiPath.createUser,
  access: 'public',
  body: createUserRequest,
  reply: createUserReply,
  errors: [
    ErrorCode.ONBOARDING_PASSWORD,
    ErrorCode.ONBOARDING_NO_MATCH,
    ErrorCode.ONBOARDING_PRIVACY,
    ErrorCode.NECESSARY_CONSENT,
    ErrorCode.ONBOARDING_EMAIL_TAKEN,
    ErrorCode.ONBOARDING_AWAITING_INVITE,
    ErrorCode.ONBOARDING_ALREADY_REGISTERED,
    ErrorCode.ONBOARDING_PENDING,
    ErrorCode.ONBOARDING_TOO_MANY,
  ],
} as const satisfies JsonEndpoint;

export const validateEmail = {
  method: 'POST',
  path: ApiPath.validateEmail,
  access: 'session',
  body: validateEmailRequest,
  reply: plainOkReply,
  errors: [ErrorCode.EMAIL_CODE_WRONG, ErrorCode.EMAIL_CODE_LOCKED],
} as const satisfies JsonEndpoint;

export const resendEmail = {
  method: 'POST',
  path: ApiPath.resendEmail,
  access: 'session',
  body: resendRequest,
  reply: plainOkReply,
  errors: OF_SENDING,
} as const satisfies JsonEndpoint;

export const sendSms = {
  method: 'POST',
  path: ApiPath.sendSms,
  access: 'session',
  body: sendSmsRequest,
  reply: plainOkReply,
  errors: [ErrorCode.PHONE_INVALID, ErrorCode.SECONDFACTOR_STEP_UP, ...OF_SENDING],
} as const satisfies JsonEndpoint;

export const resendSms = {
  method: 'POST',
  path: ApiPath.resendSms,
  access: 'session',
  body: resendRequest,
  reply: plainOkReply,
  errors: OF_SENDING,
} as const satisfies JsonEndpoint;

export const validatePhone = {
  method: 'POST',
  path: ApiPath.validatePhone,
  access: 'session',
  body: validatePhoneRequest,
  reply: plainOkReply,
  errors: [ErrorCode.PHONE_CODE_WRONG, ErrorCode.PHONE_CODE_LOCKED],
} as const satisfies JsonEndpoint;

export const forgotPasswordSendCode = {
  method: 'POST',
  path: ApiPath.forgotPasswordSendCode,
  access: 'public',
  body: forgotPasswordSendCodeRequest,
  reply: plainOkReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const forgotPasswordVerifyCode = {
  method: 'POST',
  path: ApiPath.forgotPasswordVerifyCode,
  access: 'public',
  body: forgotPasswordVerifyCodeRequest,
  reply: plainOkReply,
  errors: [ErrorCode.RECOVERY_CODE, ErrorCode.RECOVERY_RULES],
} as const satisfies JsonEndpoint;

export const checkInviteCode = {
  method: 'POST',
  path: ApiPath.checkInviteCode,
  access: 'public',
  body: checkInviteCodeRequest,
  reply: checkInviteCodeReply,
  errors: [ErrorCode.PHONE_CODE_LOCKED],
} as const satisfies JsonEndpoint;

export const validateInviteCode = {
  method: 'POST',
  path: ApiPath.validateInviteCode,
  access: 'public',
  body: validateInviteCodeRequest,
  reply: validateInviteCodeReply,
  errors: [
    ErrorCode.INVITE_INVALID,
    ErrorCode.INVITE_EXPIRED,
    ErrorCode.CHANGEPASSWORD_RULES,
    ErrorCode.PHONE_CODE_LOCKED,
    ErrorCode.USER_DISABLED,
    ErrorCode.LOGIN_GROUP,
  ],
} as const satisfies JsonEndpoint;

export const autologinSso = {
  method: 'POST',
  path: ApiPath.autologinSso,
  access: 'public',
  body: autologinSsoRequest,
  reply: autologinSsoReply,
  errors: [ErrorCode.SSO_INVALID, ErrorCode.SSO_EXPIRED, ErrorCode.SSO_REPLAYED, ErrorCode.SSO_NOT_ALLOWED],
} as const satisfies JsonEndpoint;
