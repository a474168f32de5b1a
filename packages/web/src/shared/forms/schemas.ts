import {
  changePasswordRequest,
  createUserRequest,
  emptyRequest,
  isItalianMobile,
  normalizeMobile,
  PASSKEY_NAME_MAX,
  PASSWORD_MIN_LENGTH,
  PRIVACY_KEYS,
  type PrivacyKey,
  passkeyName,
  privacyAnswers,
  sendSmsRequest,
  sixDigitCode,
} from '@area-clienti/contract';
import { z } from 'zod';
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

/**
 * A consent on the page: the contract's 'S' or 'N', and a choice not made (a radio group reads null, a
 * form may start it at '') refused with its own message. A refusal rather than a wrong type, so that the
 * form's other checks (the passwords matching) still run while a consent is unanswered.
 */
const answeredIfAsked = z
  .union([privacyAnswers.shape.privacy01.unwrap(), z.literal(''), z.null()])
  .optional()
  .refine((choice) => choice !== '' && choice !== null, { error: text.profile.consentRequired });
/**
 * The consents of a template as choices, keyed like the calls' privacy01..privacy19: each consent on the
 * page must be answered, 'S' (Acconsento) or 'N' (Non acconsento) — required means answered, not yes (SPEC
 * §5; consent must be free, GDPR art. 7); the keys the template leaves out stay absent.
 */
export const answeredConsents = z.object(
  Object.fromEntries(PRIVACY_KEYS.map((key) => [key, answeredIfAsked])) as Record<
    PrivacyKey,
    typeof answeredIfAsked
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

/** A passkey's name (docs/decisions/0093): the contract's rule, one message for what it refuses. */
export const passkeyNameResolver = formResolver(emptyRequest.extend({ name: passkeyName }), {
  messages: { name: formMessages.passkeyName(PASSKEY_NAME_MAX) },
});
