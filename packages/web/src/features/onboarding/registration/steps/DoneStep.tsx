import type { RefObject } from 'react';
import { text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { StepHeading } from './StepHeading';

const t = text.registration;

/** Step 5: the account exists; the stored session is already cleared (SPEC §2). */
export function DoneStep({
  headingRef,
  userCode,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  userCode: string | null;
}) {
  return (
    <div className="wizard-step">
      <StepHeading title={t.doneTitle} headingRef={headingRef} />
      <p>{t.doneBody}</p>
      {userCode ? (
        <p>
          <strong>{t.doneUserCode(userCode)}</strong>
        </p>
      ) : null}
      <p>
        <Link className="btn btn-primary" to={paths.login()}>
          {t.goToLogin}
        </Link>
      </p>
    </div>
  );
}
