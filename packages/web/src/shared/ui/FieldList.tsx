import type { ReactNode } from 'react';

export interface Field {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list; rows without a value are expected to be filtered out before. */
export function FieldList({ fields, className }: { fields: readonly Field[]; className?: string }) {
  return (
    <dl className={`field-list${className ? ` ${className}` : ''}`}>
      {fields.map((field) => (
        <div className="field-list__row" key={field.label}>
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
