import { ApiPath, type ListPaymentsRequest, listPaymentsReply } from '@area-clienti/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';

export type PaymentFilter = Pick<ListPaymentsRequest, 'from' | 'to' | 'state' | 'numeroPolizza'>;

/** The payments taken online with these filters (listPayments), a page at a time, newest first. */
export const paymentsQuery = (filter: PaymentFilter) =>
  infiniteQueryOptions({
    queryKey: ['listPayments', filter] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        ApiPath.listPayments,
        { ...filter, ...(pageParam ? { after: pageParam } : {}) },
        listPaymentsReply,
        {
          signal,
        },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });
