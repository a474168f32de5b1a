import { useEffect } from 'react';

/**
 * A page opened at a section (`/profilo#accessi-recenti` from the new-access notice, `/privacy#denuncia-
 * sinistro` from the claim report): the section is scrolled to and its heading (an `h2` with a tabindex of -1)
 * focused, so that keyboard and screen reader users start there too. `ready`: the page
 * has rendered its sections (a page waiting for its data renders them later).
 */
export function useFocusedSection(hash: string, ready = true) {
  useEffect(() => {
    if (!ready) return;
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const heading = section?.querySelector<HTMLElement>('h2[tabindex]');
    if (!section || !heading) return;
    section.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [hash, ready]);
}
