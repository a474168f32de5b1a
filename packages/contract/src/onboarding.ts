import { z } from 'zod';
import { sessionUser } from './auth.js';
import { bodyUserId, okReply, textOrWholeNumber } from './envelope.js';
import { privacyType, sentPrivacyAnswers } from './privacy.js';

/** Italian mobile numbers: 3xx followed by 6 or 7 digits, with or without +39 / 0039, spaces allowed. */
export const ITALIAN_MOBILE = /^(?:\+39|0039)?3\d{8,9}$/;
export const normalizeMobile = (raw: string) => raw.replace(/[\s.-]/g, '');
export const isItalianMobile = (raw: string) => ITALIAN_MOBILE.test(normalizeMobile(raw));

/** Six-digit codes sent by e-mail or SMS (SPEC §5). */
export const sixDigitCode = z.string().regex(/^\d{6}$/);

export const createUserRequest = z
  .object({
    email: z.string().trim().max(254).pipe(z.email()),
    password: z.string().min(1).max(256),
    /** 0: a natural person (the only kind the web app registers). */
    tipoSoggetto: z.union([z.literal(0), z.literal('0')]).optional(),
    codiceFiscale: z
      .string()
      .trim()
      .refine((v) => v.length === 11 || v.length === 16),
    numeroPolizza: z.string().trim().min(1).max(30),
    privacyType,
    privacyTemplateID: z.string().min(1).max(50),
    lettaInformativa: z.boolean(),
  })
  .extend(sentPrivacyAnswers.shape);
export type CreateUserRequest = z.infer<typeof createUserRequest>;
export const createUserReply = okReply({ token: z.string(), user: sessionUser });

export const validateEmailRequest = z.object({ userID: bodyUserId, emailVerificationToken: sixDigitCode });
export const validatePhoneRequest = z.object({ userID: bodyUserId, smsSecurityCode: sixDigitCode });
export const sendSmsRequest = z.object({ userID: bodyUserId, phone: z.string().trim().min(1).max(20) });
export const resendRequest = z.object({ userID: bodyUserId });

export const RECOVERY_CODE_MIN = 35;
export const RECOVERY_CODE_MAX = 50;
export const forgotPasswordSendCodeRequest = z.object({ email: z.string().trim().min(1).max(254) });
export const forgotPasswordVerifyCodeRequest = z.object({
  newPassword: z.string().min(1).max(256),
  changePasswordCode: z.string().min(RECOVERY_CODE_MIN).max(RECOVERY_CODE_MAX),
});

/** /first?code=<8-digit user ID>-<128 lowercase alphanumerics> (SPEC §5). */
export const INVITE_CODE_PATTERN = /^(\d{8})-([a-z0-9]{128})$/;
export const inviteHash = z.string().regex(/^[a-z0-9]{128}$/);
/** The invite's user ID: 8 digits, as a string or a number (`10000004` → `'10000004'`). */
export const inviteUserId = textOrWholeNumber(
  z.string().regex(/^\d{8}$/),
  z.number().int().min(10_000_000).max(99_999_999),
);
export const checkInviteCodeRequest = z.object({ userID: inviteUserId, hash: inviteHash });
export const checkInviteCodeReply = okReply({ inviteCodeValid: z.boolean() });
export const validateInviteCodeRequest = z.object({
  userID: inviteUserId,
  hash_pwd: inviteHash,
  /** The spec's optional SMS code: not used by our invites (docs/decisions). */
  otp: sixDigitCode.optional(),
  newPassword: z.string().min(1).max(256),
});
export const validateInviteCodeReply = okReply({ token: z.string(), user: sessionUser });

export const autologinSsoRequest = z.object({
  cryptedParameters: z.string().min(1).max(8192),
  applicationId: z.string().min(1).max(64),
});
export const autologinSsoReply = okReply({ token: z.string(), user: sessionUser });

export const changePasswordRequest = z.object({
  userid: bodyUserId,
  currentPassword: z.string().min(1).max(256),
  password: z.string().min(1).max(256),
});
/** Success carries `oneTimePassword` (SPEC §7): false, the password is the user's own from now on. */
export const changePasswordReply = okReply({ oneTimePassword: z.literal(false) });
