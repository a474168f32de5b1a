import { Role } from '@area-clienti/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../shared/routes';
import { session } from '../../shared/session';
import { MainContent } from '../../shared/ui/MainContent';
import { SkipLink } from '../../shared/ui/SkipLink';
import { queryClient } from '../queryClient';
import { AppFooter } from './AppFooter';
import { AppNav } from './AppNav';
import { BrandHeader } from './BrandHeader';
import { ProfileMenu } from './ProfileMenu';
import { SessionNotices } from './SessionNotices';

/**
 * The customer pages' frame and guard (SPEC §6): a valid, active session with the role User, or /login.
 * The check runs on every navigation (useLocation re-renders this component).
 */
export function AuthenticatedLayout() {
  useLocation();
  if (!session.hasRole(Role.USER)) return <Navigate to={paths.login()} replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="app-page">
        <SkipLink />
        <BrandHeader slimRight={<ProfileMenu />}>
          <AppNav />
        </BrandHeader>
        <MainContent>
          <SessionNotices />
          <Outlet />
        </MainContent>
        <AppFooter />
      </div>
    </QueryClientProvider>
  );
}
