import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Test helper: runs a form's resolver as react-hook-form does, and answers the message of each field it
 * refuses (`messages`) and the checked values when it accepts them (`values`).
 */
export async function checkForm<V extends FieldValues, Checked>(
  resolver: Resolver<V, unknown, Checked>,
  values: V,
) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const messages: Record<string, string | undefined> = {};
  for (const [field, error] of Object.entries(result.errors)) {
    messages[field] = typeof error?.message === 'string' ? error.message : undefined;
  }
  return { messages, values: result.values };
}
