import { text } from '@/shared/messages';
import { MyDataSection } from './MyDataSection';
import { NoticesSection } from './NoticesSection';
import { ProfileSubPage } from './ProfileSubPage';

/**
 * /profilo/privacy-e-dati (docs/decisions/0149): the e-mail notices, and the copy of everything kept about
 * the client (GDPR arts. 15 and 20). The consents stay on /profilo, where SPEC §2 puts them.
 */
export function PrivacyDataPage() {
  return (
    <ProfileSubPage title={text.profile.menu.privacyData[0]}>
      <NoticesSection />
      <MyDataSection />
    </ProfileSubPage>
  );
}
