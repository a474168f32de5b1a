import './profile.scss';
import { lazy, Suspense } from 'react';
import { profileCodeMessage, text } from '@/shared/messages';
import { useLocation, useParams } from '@/shared/router';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useFocusedSection } from '@/shared/ui/useFocusedSection';
import { AccessSection } from './AccessSection';
import { NoticesSection } from './NoticesSection';
import { PasskeyLinkSection } from './PasskeyLinkSection';
import { PasswordSection } from './PasswordSection';
import { PersonalDataSection } from './PersonalDataSection';
import { RecentAccessesSection } from './RecentAccessesSection';

const t = text.profile;

/** "Verifica in due passaggi": a chunk of its own with its texts (the profile is at its budget's edge). */
const SecondFactorSection = lazy(() => import('./SecondFactorSection'));
/** The last two sections, below the fold and reached by no link to a part of the page, load after it. */
const PrivacySection = lazy(async () => ({ default: (await import('./PrivacySection')).PrivacySection }));
const MyDataSection = lazy(async () => ({ default: (await import('./MyDataSection')).MyDataSection }));

/** /profilo and /profilo/{C0001|C0002} (SPEC §2): personal data, the two switches (autologin, notices),
 * recent accesses, password, passkeys, privacy consents, the client's data to download. */
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
      <PersonalDataSection />
      <AccessSection />
      <NoticesSection />
      {/* Beside the password: what a client who fears an intruder does next is change it. */}
      <RecentAccessesSection />
      <PasswordSection />
      {/* Beside the password: the other way to sign in (docs/decisions/0093). */}
      <PasskeyLinkSection />
      <Suspense fallback={null}>
        <SecondFactorSection />
        <PrivacySection />
        <MyDataSection />
      </Suspense>
    </div>
  );
}
