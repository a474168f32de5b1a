import { text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { ProfileSection } from './ProfileSection';

const t = text.profile;

/**
 * The profile's way to the client's passkeys. Their list and forms are a page of their own
 * (/profilo/passkey): the profile is the heaviest page, at its 150 KB budget (docs/decisions/0093).
 */
export function PasskeyLinkSection() {
  return (
    <ProfileSection title={t.passkeysTitle}>
      <p>{t.passkeysIntro}</p>
      <Link to={paths.profilePasskeys()} className="btn btn-outline-primary">
        {t.passkeysManage}
      </Link>
    </ProfileSection>
  );
}
