import { finishPendingSteps } from '@/shared/backend/enter';
import { ChangePasswordForm } from '@/shared/entities/password/ChangePasswordForm';
import { confirmationMessages, text } from '@/shared/messages';
import { useNavigate } from '@/shared/router';
import { paths } from '@/shared/routes';
import { PageHeading } from '@/shared/ui/PageHeading';

const t = text.passwordChange;

/** The password-change confirmation of the home page (SPEC §8: M0001). */
export const PASSWORD_CHANGED_CODE = 'M0001';

/** /login-password-change/ (SPEC §2, §4, §5): the forced change; success goes to /m/M0001. */
export function PasswordChangePage() {
  const navigate = useNavigate();
  return (
    <div className="row">
      <div className="col-12 col-md-10 col-lg-6">
        <PageHeading title={t.title}>
          <p className="lead-text">{t.intro}</p>
        </PageHeading>
        <ChangePasswordForm
          currentLabel={t.current}
          submitLabel={t.submit}
          onChanged={() => {
            // SPEC §4: the forced change ends on /m/M0001; a page asked for before the login opens
            // instead, with the same confirmation (docs/decisions/0089).
            const asked = finishPendingSteps();
            if (asked)
              navigate(asked, {
                replace: true,
                state: { flash: confirmationMessages[PASSWORD_CHANGED_CODE] },
              });
            else navigate(paths.homeMessage(PASSWORD_CHANGED_CODE), { replace: true });
          }}
        />
      </div>
    </div>
  );
}
