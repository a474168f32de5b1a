import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { formMessages } from '@/shared/messages';

/** What the resolver needs of a schema: the contract's zod schemas, and the forms' schemas derived from them. */
export interface FormSchema<Input extends FieldValues, Output> {
  _zod: { input: Input; output: Output };
}

/** The part of a zod issue its message depends on. */
interface Issue {
  code: string;
  input?: unknown;
  origin?: string;
  maximum?: unknown;
}

/**
 * Marks a message that stands in for the field's own, which replaces it once the field is known (an issue
 * inside a union does not know its field).
 */
const STAND_IN = '\u0000';

/**
 * The words of a check that carries none (the contract's): an empty text is 'Campo obbligatorio'; anything
 * else gets its field's message, or else says how long the text may be, or that the field is required. A
 * value outside a list (a choice not made) is not an empty text.
 */
function contractMessage({ code, input, origin, maximum }: Issue): string {
  if (input === '' && code !== 'invalid_value') return formMessages.required;
  const tooLong = code === 'too_big' && origin === 'string' && typeof maximum === 'number';
  return STAND_IN + (tooLong ? formMessages.tooLong(maximum) : formMessages.required);
}

interface FormResolverOptions<Input> {
  /** Each field's message for a value the contract refuses (else: how long it may be, or 'Campo obbligatorio'). */
  messages?: Partial<Record<string, string>>;
  /** Tidies the values before they are checked (and handed to the submit handler). */
  prepare?: (values: Input) => Input;
}

/**
 * react-hook-form's resolver for a form whose schema is the contract's, or derived from it (docs/decisions/
 * 0036): the checks a form adds carry their own message, the contract's get the screens' words. The form's
 * fields are top-level (a flat form), so an error's key is its field.
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: FormSchema<Input, Output>,
  { messages = {}, prepare }: FormResolverOptions<Input> = {},
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema, { error: contractMessage });
  return async (values, context, options) => {
    const result = await resolve(prepare ? prepare(values) : values, context, options);
    for (const [field, error] of Object.entries(result.errors)) {
      const message = error?.message;
      if (error && typeof message === 'string' && message.startsWith(STAND_IN)) {
        error.message = messages[field] ?? message.slice(STAND_IN.length);
      }
    }
    return result;
  };
}
