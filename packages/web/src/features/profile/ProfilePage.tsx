import './profile.scss';
import { lazy, Suspense } from 'react';
import { profileCodeMessage, text } from '@/shared/messages';
import { useLocation, useParams } from '@/shared/router';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useFocusedSection } from '@/shared/ui/useFocusedSection';
import { AccessSection } from './AccessSection';
import { PasswordSection } from './PasswordSection';
import { PersonalDataSection } from './PersonalDataSection';
import { ProfilePagesMenu } from './ProfilePagesMenu';

const t = text.profile;

/** The consents, the last section, below the fold and reached by no link to a part of the page, load after it. */
const PrivacySection = lazy(async () => ({ default: (await import('./PrivacySection')).PrivacySection }));

/**
 * /profilo and /profilo/{C0001|C0002} (SPEC §2): personal data, the account with the autologin switch,
 * password, privacy consents; the rest of the profile on short pages of its own, reached from its menu
 * (docs/decisions/0149).
 */
export function ProfilePage() {
  const message = profileCodeMessage(useParams().messageCode);
  // A new navigation to the same code (a second password change) announces the confirmation again.
  const { key, hash } = useLocation();
  useFocusedSection(hash);
  return (
    <div className="profile-page">
      <PageHeading title={t.title}>
        <p className="lead-text">{t.intro}</p>
      </PageHeading>
      {message ? (
        <Alert key={key} tone={message.tone} live="status">
          {message.text}
        </Alert>
      ) : null}
      <ProfilePagesMenu />
      <PersonalDataSection />
      <AccessSection />
      <PasswordSection />
      <Suspense fallback={null}>
        <PrivacySection />
      </Suspense>
    </div>
  );
}
