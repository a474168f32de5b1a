import { lazy, Suspense } from 'react';
import { text } from '@/shared/messages';
import { PasskeyLinkSection } from './PasskeyLinkSection';
import { ProfileSubPage } from './ProfileSubPage';
import { RecentAccessesSection } from './RecentAccessesSection';

/** "Verifica in due passaggi": a chunk of its own with its texts. */
const SecondFactorSection = lazy(() => import('./SecondFactorSection'));

/**
 * /profilo/sicurezza (docs/decisions/0149): how the client signs in and who did — the passkeys, the second
 * factor, the recent accesses with the sessions to end (the new-access notice links here).
 */
export function SecurityPage() {
  return (
    <ProfileSubPage title={text.profile.menu.security[0]}>
      <PasskeyLinkSection />
      <Suspense fallback={null}>
        <SecondFactorSection />
      </Suspense>
      <RecentAccessesSection />
    </ProfileSubPage>
  );
}
