import {
  ApiPath,
  clientFileReply,
  ibanCompletoReply,
  invitedReply,
  invitePreviewReply,
  searchClientsReply,
  userActionReply,
} from '@area-clienti/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { withStepUp } from '@/shared/second-factor/stepUp';

/** The console's search (searchClients), a page at a time: each page's `next` opens the following one. */
export const clientSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['searchClients', query] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        ApiPath.searchClients,
        { query, ...(pageParam ? { after: pageParam } : {}) },
        searchClientsReply,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });

/** The console's page of a client (getClientFile), read afresh on every visit. */
export const clientFileQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['getClientFile', clientId] as const,
    queryFn: ({ signal }) => api.call(ApiPath.getClientFile, { clientId }, clientFileReply, { signal }),
    staleTime: 0,
  });

/**
 * The whole IBAN of one of the client's policies (getClientIban): behind the staff member's step-up, the
 * app's code asked for when the server wants it (decisions/0092, 0132); each reading audited by the server.
 */
export const fetchClientIban = async (clientId: string, dossierId: number) =>
  (await withStepUp(() => api.call(ApiPath.getClientIban, { clientId, dossierId }, ibanCompletoReply))).iban;

/** The staff's acts on an account, through the existing calls (each audited by the server). */
export const accountActs = {
  unlock: (userCode: string) => api.call(ApiPath.unlockUser, { userCode }, userActionReply),
  disable: (userCode: string) => api.call(ApiPath.disableUser, { userCode }, userActionReply),
  enable: (userCode: string) => api.call(ApiPath.enableUser, { userCode }, userActionReply),
  endSessions: (userCode: string) => api.call(ApiPath.endUserSessions, { userCode }, userActionReply),
  resetSecondFactor: (userCode: string) => api.call(ApiPath.resetSecondFactor, { userCode }, userActionReply),
};

/**
 * A client's first-access invite, by the agency's client id (an imported client without an account gets
 * one): the e-mail previewed, then sent (docs/decisions/0100).
 */
export const clientInvite = {
  preview: (clientId: string) => api.call(ApiPath.previewClientInvite, { clientId }, invitePreviewReply),
  send: (clientId: string) => api.call(ApiPath.inviteClient, { clientId }, invitedReply),
};
