import './styles/console.scss';
import { ErrorCode } from '@area-clienti/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setPendingStepHandler, setSessionEndedHandler, setSessionErrorHandler } from '@/shared/backend';
import { RouterProvider } from '@/shared/router';
import { paths } from '@/shared/routes';
import { consoleRouter } from './router';

/*
 * The agency's console: a document of its own (console.html), served for /admin and below, with its own
 * router (docs/decisions/0096). It shares the session, the API client and the messages with the client
 * pages through shared/; the pages it leaves for (the login, a post-login step, the logout) are the client
 * app's, loaded in full.
 */
const leaveFor = (path: string) => window.location.replace(path);

// SPEC §7: a lost session or connection leaves for /login/{code}, carrying the console's page to return to.
setSessionErrorHandler((routeCode, code) => {
  const { pathname, search, hash } = window.location;
  leaveFor(paths.loginMessage(routeCode, code === ErrorCode.TOKEN ? `${pathname}${search}${hash}` : null));
});
setSessionEndedHandler(() => leaveFor(paths.logout()));
setPendingStepHandler((path) => leaveFor(path));

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={consoleRouter} />
  </StrictMode>,
);
consoleRouter.initialize();
