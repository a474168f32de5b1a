import { useQuery } from '@tanstack/react-query';
import { getUserStatus, rememberStatus } from '../../shared/session/enter';

/** The user status as it is now: each post-login page reads it afresh (a step may just have changed it). */
export function usePostLoginStatus() {
  return useQuery({
    queryKey: ['userStatus', 'postLogin'],
    queryFn: async ({ signal }) => {
      const status = await getUserStatus(signal);
      rememberStatus(status);
      return status;
    },
    staleTime: 0,
    gcTime: 0,
  });
}

/** Router state carrying a confirmation to show on the next page (SessionNotices shows it). */
export const flashState = (message: string) => ({ flash: message });
