import type { ReactNode } from 'react';
import { controlClass, LabelledField } from '@/shared/ui/form/LabelledField';

/** A text field of B's page: its label, its value, and the message beside it (server's, or the form's). */
export function TextInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string | null | undefined;
  hint?: ReactNode;
  type?: 'text' | 'date';
  autoComplete?: string;
  multiline?: boolean;
}) {
  const error = props.error ? { message: props.error, type: 'server' } : undefined;
  return (
    <LabelledField label={props.label} hint={props.hint} error={error}>
      {(wiring) =>
        props.multiline ? (
          <textarea
            {...wiring}
            className={controlClass('form-control', error)}
            rows={4}
            maxLength={props.maxLength}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        ) : (
          <input
            {...wiring}
            type={props.type ?? 'text'}
            className={controlClass('form-control', error)}
            maxLength={props.maxLength}
            autoComplete={props.autoComplete ?? 'off'}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )
      }
    </LabelledField>
  );
}
