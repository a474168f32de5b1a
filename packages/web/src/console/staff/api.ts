import {
  ApiPath,
  changeStaffAccountReply,
  invitedReply,
  type StaffAccountAct,
  type StaffRole,
  staffAccountsReply,
} from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';

/** The staff accounts and the branches a scope may name (getStaffAccounts, a Superuser's). */
export const staffAccountsQuery = () =>
  queryOptions({
    queryKey: ['getStaffAccounts'] as const,
    queryFn: ({ signal }) => api.call(ApiPath.getStaffAccounts, {}, staffAccountsReply, { signal }),
    staleTime: 0,
  });

export interface NewStaffAccount {
  email: string;
  phone: string;
  role: StaffRole;
  /** The feed's id of its branch; null agency-wide. */
  branch: string | null;
}

export const staffAccountActs = {
  create: (account: NewStaffAccount) => api.call(ApiPath.createStaffUser, account, invitedReply),
  change: (userCode: string, act: StaffAccountAct) =>
    api.call(ApiPath.changeStaffAccount, { userCode, act }, changeStaffAccountReply),
};
