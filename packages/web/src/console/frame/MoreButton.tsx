/** What a list read a page at a time (an infinite query) tells of its next page. */
export interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Mostra altri …": the next page of a keyset list, when there is one (search, deliveries, audit log). */
export function MoreButton({ pages, label }: { pages: Pages; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      className="btn btn-outline-primary mt-3"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {label}
    </button>
  );
}
