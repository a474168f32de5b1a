import { createUserRequest } from '@area-clienti/contract';
import { formResolver } from '@/shared/forms/resolver';
import {
  answeredConsents,
  mismatch,
  newPassword,
  passwordConfirmation,
  passwordsMatch,
  ticked,
} from '@/shared/forms/schemas';
import { formMessages } from '@/shared/messages';

/**
 * createUser's body as the form asks for it (SPEC §5): the contract's e-mail, tax code or VAT number (11 or 16
 * characters) and policy number; a password of at least 8 characters, confirmed; the privacy notice read and
 * every consent of the template answered, yes or no (the consents keep the call's keys, privacy01..privacy19).
 */
export const registrationForm = createUserRequest
  .pick({ email: true, codiceFiscale: true, numeroPolizza: true, password: true, lettaInformativa: true })
  .extend({
    password: newPassword(createUserRequest.shape.password),
    confirmPassword: passwordConfirmation,
    lettaInformativa: ticked,
    ...answeredConsents.shape,
  })
  .refine(passwordsMatch, mismatch);
export const registrationResolver = formResolver(registrationForm, {
  messages: { email: formMessages.email, codiceFiscale: formMessages.taxCodeLength },
});
