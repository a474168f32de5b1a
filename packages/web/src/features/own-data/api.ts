import {
  type AddressKind,
  ApiPath,
  type ClientAddress,
  ownDataChangeReply,
  ownDataReply,
  plainOkReply,
} from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { withStepUp } from '@/shared/second-factor/stepUp';

const ownDataKey = ['own-data'] as const;

/** The page's data: what the client sees now, their own changes winning while pending. */
export const ownDataQuery = () =>
  queryOptions({
    queryKey: ownDataKey,
    queryFn: ({ signal }) => api.call(ApiPath.getDatiERecapiti, {}, ownDataReply, { signal }),
  });
export const useOwnData = () => useQuery(ownDataQuery());
export { ownDataKey };

/** Each change runs behind the step-up the web already has (decisions/0092): asked for only when refused. */
export const ownDataCalls = {
  startEmailChange: (email: string) =>
    withStepUp(() => api.call(ApiPath.startEmailChange, { email }, plainOkReply)),
  confirmEmailChange: (code: string) =>
    withStepUp(() => api.call(ApiPath.confirmEmailChange, { code }, ownDataChangeReply)),
  changeAddress: (tipo: AddressKind, indirizzo: ClientAddress) =>
    withStepUp(() => api.call(ApiPath.changeAddress, { tipo, indirizzo }, ownDataChangeReply)),
  changeIban: (iban: string) => withStepUp(() => api.call(ApiPath.changeIban, { iban }, ownDataChangeReply)),
  setPaperless: (online: boolean) =>
    withStepUp(() => api.call(ApiPath.setPaperless, { online }, ownDataChangeReply)),
};
