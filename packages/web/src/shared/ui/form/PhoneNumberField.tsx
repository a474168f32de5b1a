import type { UseFormRegisterReturn } from 'react-hook-form';
import { text } from '../../messages';
import type { FieldProblem } from './fieldIds';
import { TextField } from './TextField';

/** The mobile number an SMS code goes to (registration wizard and profile), with its hint. */
export function PhoneNumberField(props: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldProblem;
}) {
  return (
    <TextField
      type="tel"
      autoComplete="tel"
      maxLength={20}
      required
      hint={text.registration.phoneHint}
      {...props}
    />
  );
}
