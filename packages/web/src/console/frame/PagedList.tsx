import type { ReactNode } from 'react';
import { MoreButton, type Pages } from './MoreButton';

/**
 * A list the server hands a page at a time (keyset): how many are shown, announced; the rows; and the
 * button that asks for the next page while there is one. The search's results and the inbox alike.
 */
export function PagedList({
  summary,
  more,
  pages,
  children,
}: {
  summary: string;
  more: string;
  pages: Pages;
  children: ReactNode;
}) {
  return (
    <>
      <p role="status">{summary}</p>
      <ul className="console-results">{children}</ul>
      <MoreButton pages={pages} label={more} />
    </>
  );
}
