import { QueryClient } from '@tanstack/react-query';
import { session } from '@/shared/session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The client already reports failures (and leaves the page on session errors): retrying would
      // only repeat them, and a locked section (423) stays locked for a while.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 60_000,
    },
    mutations: { retry: false },
  },
});

// Nothing cached for one user may be shown to the next: forget everything when the session ends or changes.
let lastToken = session.read()?.token ?? null;
session.subscribe(() => {
  const token = session.read()?.token ?? null;
  if (token !== lastToken) {
    lastToken = token;
    queryClient.clear();
  }
});
