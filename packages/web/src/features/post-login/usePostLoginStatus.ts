import { useQuery } from '@tanstack/react-query';
import { userStatusQueries } from '@/shared/backend/userStatus';

/** The user status as it is now: each post-login page reads it afresh (a step may just have changed it). */
export const usePostLoginStatus = () => useQuery(userStatusQueries.postLogin());

/** Router state carrying a confirmation to show on the next page (SessionNotices shows it). */
export const flashState = (message: string) => ({ flash: message });
