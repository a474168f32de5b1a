import {
  changePasswordRequest,
  createUserRequest,
  emptyRequest,
  isItalianMobile,
  normalizeMobile,
  PASSWORD_MIN_LENGTH,
  PRIVACY_KEYS,
  type PrivacyKey,
  privacyAnswers,
  sendSmsRequest,
  sixDigitCode,
} from '@area-clienti/contract';
import { formMessages, text } from '@/shared/messages';
import { formResolver } from './resolver';

/*
 * The pieces the forms add to the contract's schemas (SPEC §5): each built on the contract's own field, with
 * the message the screen shows. The web app does not write zod schemas of its own (docs/decisions/0036).
 */

/** A box that must be ticked (the privacy notice, a consent): the contract's boolean, true. */
export const ticked = createUserRequest.shape.lettaInformativa.refine(Boolean, {
  error: formMessages.consent,
});

const tickedIfAsked = ticked.optional();
/**
 * The consents of a template as boxes to tick, keyed like the calls' privacy01..privacy19: every box on the
 * page (a consent the template asks for) must be ticked; the keys the template leaves out stay absent.
 */
export const tickedConsents = privacyAnswers.extend(
  Object.fromEntries(PRIVACY_KEYS.map((key) => [key, tickedIfAsked])) as Record<
    PrivacyKey,
    typeof tickedIfAsked
  >,
);

type PasswordField = typeof changePasswordRequest.shape.password;
/** A new password: the call's own field, and at least 8 characters (SPEC §5; the rest is the server's). */
export const newPassword = (field: PasswordField) =>
  field.min(PASSWORD_MIN_LENGTH, { error: formMessages.passwordTooShort });

/** The repetition of a new password: required like the password itself. */
export const passwordConfirmation = changePasswordRequest.shape.password;

/** SPEC §5: the confirmation equals the new password; the message goes under the confirmation. */
export const passwordsMatch = (values: { password: string; confirmPassword: string }) =>
  values.confirmPassword === '' || values.confirmPassword === values.password;
export const mismatch = { path: ['confirmPassword'], error: formMessages.passwordMismatch };

/** A new password and its confirmation, set with `field` (the call's password field). */
export const newPasswordForm = (field: PasswordField) =>
  changePasswordRequest
    .pick({ password: true })
    .extend({ password: newPassword(field), confirmPassword: passwordConfirmation })
    .refine(passwordsMatch, mismatch);

/** changepassword's body, with the new password's rules and its confirmation (SPEC §5). */
export const changePasswordForm = changePasswordRequest
  .pick({ currentPassword: true, password: true })
  .extend({
    password: newPassword(changePasswordRequest.shape.password),
    confirmPassword: passwordConfirmation,
  })
  .refine(passwordsMatch, mismatch);

/** The mobile number an SMS code goes to: SendSMS's field, an Italian mobile (the server answers PHONE_001). */
export const mobile = sendSmsRequest.shape.phone.refine(isItalianMobile, { error: formMessages.mobile });

/** The same number, however it is written (+39, 0039, spaces, dots, hyphens). */
export function sameMobile(a: string, b: string | null | undefined): boolean {
  const local = (phone: string) => normalizeMobile(phone).replace(/^(?:\+39|0039)/, '');
  return Boolean(b) && local(a) === local(b ?? '');
}

/** SendSMS's body; with `current` (the account's verified number), that number again is refused. */
export function phoneForm(current: string | null) {
  const phone = current
    ? mobile.refine((value) => !sameMobile(value, current), { error: text.phoneChange.samePhone })
    : mobile;
  return sendSmsRequest.pick({ phone: true }).extend({ phone });
}

/** The 6-digit code of validateEmail and validatePhone (SPEC §5), spaces typed or pasted around it ignored. */
export const codeResolver = formResolver(emptyRequest.extend({ code: sixDigitCode }), {
  messages: { code: formMessages.code },
  prepare: ({ code }) => ({ code: code.replace(/\s/g, '') }),
});
