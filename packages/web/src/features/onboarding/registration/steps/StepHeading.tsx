import type { RefObject } from 'react';

/** A step's heading: the wizard moves focus here when the step changes (tabIndex -1 makes it focusable). */
export function StepHeading({
  title,
  headingRef,
}: {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <h2 ref={headingRef} tabIndex={-1} className="wizard-step__title">
      {title}
    </h2>
  );
}
