import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/shared/backend/queryClient';
import { Outlet } from '@/shared/router';

/**
 * The data cache for public screens that read server data (registration, first access). A chunk of its
 * own, so that the login page does not download TanStack Query.
 */
export function DataProvider() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
