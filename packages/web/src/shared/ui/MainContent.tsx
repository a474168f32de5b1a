import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from '@/shared/router';
import { MAIN_CONTENT_ID } from './SkipLink';

/**
 * The page's <main>. After a client-side navigation, focus moves here, so keyboard and screen reader
 * users start reading the new page instead of staying on the link they used; a link to a part of a page
 * leaves the focus to that part.
 */
export function MainContent({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A link to a part of the page (/profilo#accessi-recenti): the page focuses that part itself.
    if (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) return;
    ref.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <main id={MAIN_CONTENT_ID} ref={ref} tabIndex={-1} className="app-main container">
      {children}
    </main>
  );
}
