import { Outlet } from '@/shared/router';
import { MainContent } from '@/shared/ui/MainContent';
import { SkipLink } from '@/shared/ui/SkipLink';
import { AppFooter } from './AppFooter';
import { BrandHeader } from './BrandHeader';
import { CookieBar } from './CookieBar';

/** Pages for visitors: login, logout, not found; contacts and legal pages when nobody is logged in. */
export function PublicLayout() {
  return (
    <div className="app-page">
      <SkipLink />
      <CookieBar />
      <BrandHeader />
      <MainContent>
        <Outlet />
      </MainContent>
      <AppFooter />
    </div>
  );
}
