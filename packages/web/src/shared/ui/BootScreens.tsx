import { text } from '@/shared/messages';
import { PageHeading } from '@/shared/ui/PageHeading';
import { MAIN_CONTENT_ID } from '@/shared/ui/SkipLink';

/** Shown while a document's first screen downloads (the client pages' and the console's alike). */
export function BootFallback() {
  return (
    <p className="boot-fallback" role="status">
      {text.loading}
    </p>
  );
}

/**
 * Anything thrown while rendering or loading a route (e.g. a chunk lost to a new deployment): reload, or go
 * back to the document's start page with a full load (`back`), whose code is surely there.
 */
export function RouteErrorScreen({ back }: { back: { href: string; label: string } }) {
  return (
    <main className="app-main container" id={MAIN_CONTENT_ID}>
      <PageHeading title={text.unexpectedError.title} />
      <p>{text.unexpectedError.body}</p>
      <p className="d-flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {text.unexpectedError.reload}
        </button>
        <a className="btn btn-outline-primary" href={back.href}>
          {back.label}
        </a>
      </p>
    </main>
  );
}
