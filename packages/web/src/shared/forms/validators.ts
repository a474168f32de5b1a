import {
  CONTACT_EMAIL_MAX,
  createUserRequest,
  isContactEmail,
  isItalianMobile,
  PASSWORD_MIN_LENGTH,
  sixDigitCode,
} from '@area-clienti/contract';
import { formMessages } from '../messages';

/*
 * Field rules of SPEC §5, in react-hook-form's `validate` shape: `true` when the value is fine, otherwise
 * the message to show. Pure, so they are unit-tested; where the contract has the schema the server applies
 * (e-mail, 6-digit codes), it is used, so that the page and the server agree.
 */
export type Validation = true | string;

export const required = (value: string): Validation => (value.trim() !== '' ? true : formMessages.required);

/** A checkbox that must be ticked (privacy notice, consents). */
export const ticked = (value: boolean): Validation => (value ? true : formMessages.consent);

export const email = (value: string): Validation => {
  if (value.trim() === '') return formMessages.required;
  return createUserRequest.shape.email.safeParse(value).success ? true : formMessages.email;
};

/** Tax code (16) or VAT number (11): only the length is checked (SPEC §5). */
export const taxCodeOrVat = (value: string): Validation => {
  const length = value.trim().length;
  if (length === 0) return formMessages.required;
  return length === 11 || length === 16 ? true : formMessages.taxCodeLength;
};

export const newPassword = (value: string): Validation => {
  if (value === '') return formMessages.required;
  return value.length >= PASSWORD_MIN_LENGTH ? true : formMessages.passwordTooShort;
};

export const passwordConfirmation =
  (password: string) =>
  (value: string): Validation => {
    if (value === '') return formMessages.required;
    return value === password ? true : formMessages.passwordMismatch;
  };

/** The 6-digit e-mail and SMS codes (SPEC §5). Spaces typed or pasted around digits are ignored. */
export const normalizeCode = (value: string) => value.replace(/\s/g, '');
export const sixDigits = (value: string): Validation => {
  const code = normalizeCode(value);
  if (code === '') return formMessages.required;
  return sixDigitCode.safeParse(code).success ? true : formMessages.code;
};

export const mobile = (value: string): Validation => {
  if (value.trim() === '') return formMessages.required;
  return isItalianMobile(value.trim()) ? true : formMessages.mobile;
};

/**
 * The e-mail of the public contact form (SPEC §5, §9): required, well formed, at most 128 characters;
 * checked with the contract's rule, the one the server applies (FORMCONTATTI_003).
 */
export const contactEmail = (value: string): Validation => {
  const trimmed = value.trim();
  if (trimmed === '') return formMessages.required;
  if (trimmed.length > CONTACT_EMAIL_MAX) return formMessages.contactEmailTooLong;
  return isContactEmail(trimmed) ? true : formMessages.email;
};

/** A choice among options (a select, a radio group): `message` when nothing is chosen. */
export const chosen =
  (message: string) =>
  (value: string | null | undefined): Validation =>
    value ? true : message;
