import type { ReactNode } from 'react';

/** Facts of a report as "label: value" lines, in the list and on the report's page. */
export function FactList({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="console-result__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="d-inline">{label}: </dt>
          <dd className="d-inline">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
