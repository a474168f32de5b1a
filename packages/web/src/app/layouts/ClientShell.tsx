import { useLocation } from '@/shared/router';
import { isPostLoginStep, session } from '@/shared/session';
import { BootFallback } from '@/shared/ui/BootScreens';
import { MainContent } from '@/shared/ui/MainContent';
import { SkipLink } from '@/shared/ui/SkipLink';
import { AppNav } from './AppNav';
import { BrandHeader } from './BrandHeader';
import { CookieBar } from './CookieBar';

/**
 * What a client's page shows while its code and data download (issue 20, docs/decisions/0126): the client's
 * frame — skip link, cookie bar, header and menu, as the page will have them — drawn from the first file
 * alone, so that a phone on a slow network sees it as soon as that file is in rather than after the page's
 * chunks. The page's place says it is loading; no footer yet, so that nothing the page brings pushes
 * anything already drawn. Without a session in this tab (another tab may hand one over), the visitors'
 * loading screen.
 */
export function ClientShell() {
  const { pathname } = useLocation();
  if (!session.isValid()) return <BootFallback />;
  return (
    <div className="app-page">
      <SkipLink />
      <CookieBar />
      <BrandHeader>{isPostLoginStep(pathname) ? null : <AppNav />}</BrandHeader>
      <MainContent>
        <BootFallback />
      </MainContent>
    </div>
  );
}
