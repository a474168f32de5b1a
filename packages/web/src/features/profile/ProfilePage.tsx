import './profile.scss';
import { useLocation, useParams } from 'react-router';
import { profileCodeMessage, text } from '@/shared/messages';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { AccessSection } from './AccessSection';
import { NoticesSection } from './NoticesSection';
import { PasswordSection } from './PasswordSection';
import { PersonalDataSection } from './PersonalDataSection';
import { PrivacySection } from './PrivacySection';

const t = text.profile;

/** /profilo and /profilo/{C0001|C0002} (SPEC §2): personal data, access, notices, password, privacy consents. */
export function ProfilePage() {
  const message = profileCodeMessage(useParams().messageCode);
  // A new navigation to the same code (a second password change) announces the confirmation again.
  const { key } = useLocation();
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
      <PasswordSection />
      <PrivacySection />
    </div>
  );
}
