import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState } from 'react';

/**
 * True while a page is laid out for printing: tables then show every row instead of a page of ten, since
 * a printed page has no 'next' button.
 */
const PrintingContext = createContext(false);
export const PrintingProvider = PrintingContext.Provider;
export const usePrinting = () => useContext(PrintingContext);

/**
 * Printing a page whose sections load when opened (a policy's tabs): `start` lays every section out, the
 * browser's print dialog opens once nothing is loading any more, and the page returns to its screen
 * layout when the browser says printing is over (`afterprint`).
 */
export function usePrintAll(): { printing: boolean; start: () => void } {
  const [printing, setPrinting] = useState(false);
  const printed = useRef(false);
  const client = useQueryClient();
  const loading = useIsFetching();
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);
  useEffect(() => {
    if (!printing || loading > 0 || printed.current) return;
    // One frame later, and only if nothing is loading then: the sections laid out with this render start
    // their requests after it, so the count this render saw may be stale. Once, whatever renders follow.
    const frame = requestAnimationFrame(() => {
      if (client.isFetching() > 0 || printed.current) return;
      printed.current = true;
      window.print();
    });
    return () => cancelAnimationFrame(frame);
  }, [printing, loading, client]);
  return {
    printing,
    start: () => {
      printed.current = false;
      setPrinting(true);
    },
  };
}
