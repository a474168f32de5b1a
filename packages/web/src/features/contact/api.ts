import {
  ApiPath,
  centriConvenzionatiReply,
  type FormContattiRequest,
  formContattiReply,
  type PublicFormContattiRequest,
} from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

/** The authenticated form: the server fills name, e-mail and phone from the client's records. */
export const sendContactRequest = (body: FormContattiRequest) =>
  api.call(ApiPath.formContatti, body, formContattiReply);

/** The public form (no session; SPEC §3: userID 0). */
export const sendPublicContactRequest = (body: PublicFormContattiRequest) =>
  api.call(ApiPath.publicFormContatti, { ...body, userID: 0 }, formContattiReply, { auth: false });

/** The agency's affiliated repair centres, those near the client first (docs/decisions/0031). */
export const repairCentresQuery = () =>
  queryOptions({
    queryKey: queryKeys.repairCentres,
    queryFn: ({ signal }) =>
      api.call(ApiPath.getCentriConvenzionati, {}, centriConvenzionatiReply, { signal }),
    staleTime: 5 * 60_000,
  });

/** The centres, read only when the page offers them (`?centro_convenzionato`). */
export const useRepairCentres = (enabled: boolean) => useQuery({ ...repairCentresQuery(), enabled });
