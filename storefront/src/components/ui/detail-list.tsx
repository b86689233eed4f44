import type { ReactNode } from 'react';

/** Labelled values as a description list; each pair in its own `<div>`, which the styles lay out. */
export function DetailList({
  rows,
  className,
}: {
  rows: readonly (readonly [label: string, value: ReactNode])[];
  className: string;
}) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
