import { Role } from '@area-clienti/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { idleClock } from '@/shared/backend';
import { getUserStatus } from '@/shared/backend/enter';
import { queryClient } from '@/shared/backend/queryClient';
import { readAgencyName } from '@/shared/config';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { NavLink, Outlet, useLocation } from '@/shared/router';
import { paths, RoutePattern } from '@/shared/routes';
import { pendingStepRedirect, session } from '@/shared/session';
import { adminRedirect } from '@/shared/session/guards';
import { BootFallback, RouteErrorScreen } from '@/shared/ui/BootScreens';
import { IdleWarning } from '@/shared/ui/IdleWarning';
import { MainContent } from '@/shared/ui/MainContent';
import { SkipLink } from '@/shared/ui/SkipLink';
import { consolePaths } from '../paths';
import { useAgencyWide } from './staffScope';

const t = consoleText;

/** The login and the other pages it leaves for are the client app's: they load in full. */
function useLeaveFor(target: string | null) {
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
}

/**
 * A page opened without a call of its own (the search, still empty) learns when the session ends from one
 * call, as any call tells (the idle warning needs it); another tab's hand-over or a later call tells it too.
 */
function useIdleClockStarted(signedIn: boolean) {
  useEffect(() => {
    if (signedIn && idleClock.endsAt() === null) void getUserStatus().catch(() => undefined);
  }, [signedIn]);
}

/**
 * The console's sections in the order of the nav. A Superuser's own are shown to a Superuser only (the
 * server refuses Staff alike): content, invitations in bulk (decisions/0101), feeds (decisions/0102) and
 * the staff accounts (decisions/0157). The agency-wide ones (every delivery, the whole log) not to a
 * branch's staff (decisions/0158).
 */
const CONSOLE_SECTIONS: {
  to: string;
  label: string;
  end?: boolean;
  superuser?: boolean;
  agencyWide?: boolean;
}[] = [
  { to: paths.admin(), label: t.nav.overview, end: true },
  { to: consolePaths.clients(), label: t.nav.clients },
  { to: consolePaths.inbox(), label: t.nav.inbox },
  { to: consolePaths.claimReports(), label: t.nav.claimReports },
  { to: consolePaths.payments(), label: t.nav.payments },
  { to: consolePaths.deliveries(), label: t.nav.deliveries, agencyWide: true },
  { to: consolePaths.audit(), label: t.nav.audit, agencyWide: true },
  { to: consolePaths.messages(), label: t.nav.messages, superuser: true },
  { to: consolePaths.privacy(), label: t.nav.privacy, superuser: true },
  { to: consolePaths.invitations(), label: t.nav.invitations, superuser: true },
  { to: consolePaths.feeds(), label: t.nav.feeds, superuser: true },
  { to: consolePaths.staff(), label: t.nav.staff, superuser: true },
];

/** The console's header: the agency and who is signed in, the console's name, its sections. */
function ConsoleHeader() {
  const user = session.read()?.user;
  const agencyWide = useAgencyWide();
  const superuser = session.hasRole(Role.SUPERUSER);
  const sections = CONSOLE_SECTIONS.filter(
    (section) => (!section.superuser || superuser) && (!section.agencyWide || agencyWide),
  );
  return (
    <header className="it-header-wrapper app-header">
      <div className="it-header-slim-wrapper">
        <div className="container">
          <div className="it-header-slim-wrapper-content">
            <span className="navbar-brand">{readAgencyName(text.agencyName)}</span>
            <div className="it-header-slim-right-zone console-user">
              <span className="visually-hidden">{t.nav.signedInAs} </span>
              <span>{user?.username}</span>
              {session.hasRole(Role.USER) ? <a href={paths.home()}>{t.nav.clientArea}</a> : null}
              <a href={paths.logout()}>{t.nav.logout}</a>
            </div>
          </div>
        </div>
      </div>
      <div className="it-nav-wrapper">
        <div className="it-header-center-wrapper it-small-header">
          <div className="container">
            <div className="it-header-center-content-wrapper">
              <div className="it-brand-wrapper">
                <NavLink to={paths.admin()} end>
                  <span className="it-brand-text">
                    <span className="it-brand-title">{t.title}</span>
                  </span>
                </NavLink>
              </div>
            </div>
          </div>
        </div>
        <div className="console-nav-band">
          <nav className="container" aria-label={t.nav.label}>
            <ul className="console-nav">
              {sections.map(({ to, label, end }) => (
                <li key={to}>
                  <NavLink to={to} end={end}>
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}

/**
 * The console's frame and guard (SPEC §6, docs/decisions/0049): the role Superuser or Staff, or the
 * client app's /login carrying the page asked for. Checked on every navigation.
 */
export function ConsoleFrame() {
  const { pathname, search, hash } = useLocation();
  // Of the pending steps only the second factor (or its set-up) holds the console back (decisions/0091):
  // the server answers SECONDFACTOR_001 to everything else until it is given.
  const step = session.pendingStep();
  const redirect =
    adminRedirect(session, session.isValid() ? undefined : `${pathname}${search}${hash}`) ??
    pendingStepRedirect(pathname, step?.startsWith(RoutePattern.secondFactor) ? step : null);
  useLeaveFor(redirect);
  useIdleClockStarted(!redirect);
  if (redirect) return <ConsoleFallback />;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="app-page">
        <SkipLink />
        <ConsoleHeader />
        <MainContent>
          <Outlet />
        </MainContent>
        {/* The staff's session ends for lack of use as a client's does: the same warning a minute before. */}
        <IdleWarning />
      </div>
    </QueryClientProvider>
  );
}

/** Shown while the first screen's chunk downloads, or while the page leaves for the login. */
export const ConsoleFallback = BootFallback;

/** Anything thrown while rendering or loading a route: reload, or the console's start with a full load. */
export function ConsoleRouteError() {
  return <RouteErrorScreen back={{ href: paths.admin(), label: t.nav.backToConsole }} />;
}
