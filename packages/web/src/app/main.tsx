import './styles/index.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setPendingStepHandler, setSessionErrorHandler } from '@/shared/backend';
import { paths } from '@/shared/routes';
import { router } from './router';

// SPEC §7: a lost session or connection leaves any page for /login/{code}.
setSessionErrorHandler((routeCode) => {
  const target = paths.loginMessage(routeCode);
  if (router.state.location.pathname !== target) void router.navigate(target, { replace: true });
});

// docs/decisions/0040: a post-login step the server says is pending comes before any other page.
setPendingStepHandler((path) => {
  if (router.state.location.pathname !== path) void router.navigate(path, { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
