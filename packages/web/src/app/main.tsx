import './styles/index.scss';
import { ErrorCode } from '@area-clienti/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  prefetchPageData,
  setHomeCodeLoader,
  setPendingStepHandler,
  setSessionEndedHandler,
  setSessionErrorHandler,
  tabs,
} from '@/shared/backend';
import { nextTask } from '@/shared/lib/nextTask';
import { RouterProvider } from '@/shared/router';
import { paths } from '@/shared/routes';
import { router } from './router';

// SPEC §7: a lost session or connection leaves any page for /login/{code}; an expired session carries the
// page it was on, to return to after the next login (docs/decisions/0089).
setSessionErrorHandler((routeCode, code) => {
  const { pathname, search, hash } = router.state.location;
  if (pathname === paths.loginMessage(routeCode)) return;
  const returnTo = code === ErrorCode.TOKEN ? `${pathname}${search}${hash}` : null;
  void router.navigate(paths.loginMessage(routeCode, returnTo), { replace: true });
});

// docs/decisions/0089: a logout in another tab of the same session ends it here too (through /logout:
// the page leaves before anything is asked with the dead token).
setSessionEndedHandler(() => {
  void router.navigate(paths.logout(), { replace: true });
});

// docs/decisions/0040: a post-login step the server says is pending comes before any other page.
setPendingStepHandler((path) => {
  if (router.state.location.pathname !== path) void router.navigate(path, { replace: true });
});

// Issue 20: the home's chunks, asked when a login starts (the same imports as the router's).
setHomeCodeLoader(() => {
  void import('./layouts/AuthenticatedLayout').catch(() => undefined);
  void import('@/features/dossiers/list/DossierListPage').catch(() => undefined);
});
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

/**
 * Runs `next` once the frame just rendered is on screen (decisions/0126): at once in a tab not shown, where
 * no frame comes; at the latest after 200 ms.
 */
function afterFirstPaint(next: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    next();
  };
  if (document.visibilityState !== 'visible') return once();
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 200);
}

// The page's frame (the client's, or the visitors' loading screen) is painted from this file alone, then
// the page's code and its data are asked, side by side: their downloads and evaluations no longer hold the
// first paint on a phone.
// The data first, then the code in a task of its own (each is tens of milliseconds of a phone's thread).
afterFirstPaint(() => {
  void tabs.ready.then(() => prefetchPageData(window.location.pathname));
  void nextTask().then(() => router.initialize());
});
