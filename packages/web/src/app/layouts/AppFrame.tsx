import { api } from '@/shared/backend';
import { text } from '@/shared/messages';
import { Outlet, ScrollRestoration } from '@/shared/router';
import { paths } from '@/shared/routes';
import { RouteErrorScreen } from '@/shared/ui/BootScreens';
import { GlobalLoader } from '@/shared/ui/GlobalLoader';

/** What every page shares, logged in or not: the request loader and scroll restoration. */
export function AppFrame() {
  return (
    <>
      <GlobalLoader source={api} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export { BootFallback } from '@/shared/ui/BootScreens';

/** Anything thrown while rendering or loading a route: reload, or the home with a full load. */
export function RouteError() {
  return <RouteErrorScreen back={{ href: paths.home(), label: text.notFound.link }} />;
}
