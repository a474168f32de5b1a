import { Outlet } from 'react-router';
import { MainContent } from '../../shared/ui/MainContent';
import { SkipLink } from '../../shared/ui/SkipLink';
import { AppFooter } from './AppFooter';
import { BrandHeader } from './BrandHeader';

/** Pages for visitors: login, logout, not found. */
export function PublicLayout() {
  return (
    <div className="app-page">
      <SkipLink />
      <BrandHeader />
      <MainContent>
        <Outlet />
      </MainContent>
      <AppFooter />
    </div>
  );
}
