import { ApiPath, type InEvidenzaItem, inEvidenzaReply } from '@area-clienti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

/** The home's 'In evidenza' and each policy's at-a-glance (decisions/0060): the home, a policy, the requests. */
export const inEvidenzaQuery = () =>
  queryOptions({
    queryKey: queryKeys.inEvidenza,
    queryFn: ({ signal }) => api.call(ApiPath.getInEvidenza, {}, inEvidenzaReply, { signal }),
  });

/** An instalment to pay (past due, or due within the window), not a policy's end. */
export const isInstalment = (item: InEvidenzaItem) =>
  item.kind === 'overdueInstalment' || item.kind === 'dueInstalment';
