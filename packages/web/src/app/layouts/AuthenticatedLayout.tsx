import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HelpPanel, HelpSidePanel } from '@/features/help/HelpPanel';
import { queryClient } from '@/shared/backend/queryClient';
import { useMediaQuery } from '@/shared/lib/useMediaQuery';
import { Navigate, Outlet, useLocation } from '@/shared/router';
import { isPostLoginStep, pendingStepRedirect, session } from '@/shared/session';
import { customerRedirect } from '@/shared/session/guards';
import { IdleWarning } from '@/shared/ui/IdleWarning';
import { MainContent } from '@/shared/ui/MainContent';
import { SkipLink } from '@/shared/ui/SkipLink';
import { AppFooter } from './AppFooter';
import { AppNav } from './AppNav';
import { BrandHeader } from './BrandHeader';
import { CookieBar } from './CookieBar';
import { ProfileMenu } from './ProfileMenu';
import { SessionNotices } from './SessionNotices';

/** Bootstrap's xl: from here the help panel is a column beside the page rather than a bar above it. */
const WIDE_SCREEN = '(min-width: 1200px)';

/**
 * The frame of a logged-in user's pages: header with navigation and profile menu, help panel, notices.
 * Inside the post-login steps there is neither menu nor help panel: the step is the way on.
 */
export function AuthenticatedFrame({
  children,
  menu = true,
  help = true,
}: {
  children: ReactNode;
  menu?: boolean;
  help?: boolean;
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const content = (
    <MainContent>
      <SessionNotices />
      {children}
    </MainContent>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <div className="app-page">
        <SkipLink />
        <CookieBar />
        <BrandHeader slimRight={<ProfileMenu />}>{menu ? <AppNav unread /> : null}</BrandHeader>
        {/*
         * The page keeps one place in the tree at every width: crossing 1200 px (a tablet turned, a window
         * resized) moves the help panel, never rebuilds the page, which would lose what the client typed, the
         * focus and any question open. Wide: the page first, then the panel, read in that order (the skip
         * link lands on the page); narrow: the panel's bar above it, and this wrapper lays out nothing.
         */}
        <div className={help && wide ? 'app-body container' : 'app-body-stack'}>
          {help && !wide ? <HelpPanel /> : null}
          {content}
          {help && wide ? <HelpSidePanel /> : null}
        </div>
        <AppFooter />
        <IdleWarning />
      </div>
    </QueryClientProvider>
  );
}

/**
 * The customer pages' frame and guard (SPEC §6): a valid, active session with the role User, or /login.
 * The check runs on every navigation (useLocation re-renders this component).
 */
export function AuthenticatedLayout() {
  const { pathname, search, hash } = useLocation();
  // The page asked for is carried to the login only by a visitor without a session (decisions/0089).
  const asked = session.isValid() ? undefined : `${pathname}${search}${hash}`;
  const redirect = customerRedirect(session, asked) ?? pendingStepRedirect(pathname, session.pendingStep());
  if (redirect) return <Navigate to={redirect} replace />;
  const inSteps = isPostLoginStep(pathname);
  return (
    <AuthenticatedFrame menu={!inSteps} help={!inSteps}>
      <Outlet />
    </AuthenticatedFrame>
  );
}

/** Pages open to everyone (contacts, legal texts) shown to a logged-in client in the client's frame. */
export function ClientFrameOutlet() {
  return (
    <AuthenticatedFrame>
      <Outlet />
    </AuthenticatedFrame>
  );
}
