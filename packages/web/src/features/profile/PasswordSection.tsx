import { ChangePasswordForm } from '@/shared/entities/password/ChangePasswordForm';
import { text } from '@/shared/messages';
import { useNavigate } from '@/shared/router';
import { PROFILE_SECTION_IDS, paths } from '@/shared/routes';
import { ProfileSection } from './ProfileSection';

const t = text.profile;
/** SPEC §8: C0001, the password was set. */
export const PASSWORD_SET_CODE = 'C0001';

/**
 * Change password (SPEC §5, §8): the three fields, the length and match texts; CHANGEPASSWORD_002 under
 * the new password, LOGIN_002 the lockout text, anything else the spec's failure text. Success shows the
 * spec's confirmation on /profilo/C0001 (the server has ended the user's other sessions).
 */
export function PasswordSection() {
  const navigate = useNavigate();
  return (
    <ProfileSection title={t.passwordTitle} id={PROFILE_SECTION_IDS.password}>
      <p>{t.passwordIntro}</p>
      <ChangePasswordForm
        currentLabel={t.currentPassword}
        submitLabel={t.changePassword}
        className="app-form profile-form"
        clearOnSuccess
        onChanged={() => navigate(paths.profileMessage(PASSWORD_SET_CODE), { replace: true })}
      />
    </ProfileSection>
  );
}
