import { Role } from '@area-clienti/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { queryClient } from '@/shared/backend/queryClient';
import { session } from '@/shared/session';
import { BootFallback } from './AppFrame';
import { PublicLayout } from './PublicLayout';

const ClientFrameOutlet = lazy(async () => ({
  default: (await import('./AuthenticatedLayout')).ClientFrameOutlet,
}));

/**
 * Pages for everyone (SPEC §2: /contatti, /privacy, /cookie, /dichiarazione-accessibilita): in the
 * client's frame when a client is logged in, in the visitors' frame otherwise. Decided at every render,
 * so a login or a logout changes the frame at once.
 */
export function AdaptiveLayout() {
  const client = useSyncExternalStore(session.subscribe, () => session.hasRole(Role.USER));
  // Visitors read server data here too (the agency's identity on the legal pages).
  if (!client)
    return (
      <QueryClientProvider client={queryClient}>
        <PublicLayout />
      </QueryClientProvider>
    );
  return (
    <Suspense fallback={<BootFallback />}>
      <ClientFrameOutlet />
    </Suspense>
  );
}
