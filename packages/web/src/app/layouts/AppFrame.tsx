import { Link, Outlet, ScrollRestoration } from 'react-router';
import { api } from '@/shared/backend';
import { text } from '@/shared/messages';
import { paths } from '@/shared/routes';
import { GlobalLoader } from '@/shared/ui/GlobalLoader';
import { PageHeading } from '@/shared/ui/PageHeading';
import { MAIN_CONTENT_ID } from '@/shared/ui/SkipLink';

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

/** Shown while the first screen's chunk downloads. */
export function BootFallback() {
  return (
    <p className="boot-fallback" role="status">
      {text.loading}
    </p>
  );
}

/** Anything thrown while rendering or loading a route (e.g. a chunk lost to a new deployment). */
export function RouteError() {
  return (
    <main className="app-main container" id={MAIN_CONTENT_ID}>
      <PageHeading title={text.unexpectedError.title} />
      <p>{text.unexpectedError.body}</p>
      <p className="d-flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {text.unexpectedError.reload}
        </button>
        <Link className="btn btn-outline-primary" to={paths.home()} reloadDocument>
          {text.notFound.link}
        </Link>
      </p>
    </main>
  );
}
