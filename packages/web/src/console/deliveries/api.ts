import { ApiPath, failedDeliveriesReply, resendDeliveryReply } from '@area-clienti/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';

/** The failing deliveries (getFailedDeliveries), a page at a time: each page's `next` opens the following one. */
export const failingDeliveriesQuery = () =>
  infiniteQueryOptions({
    queryKey: ['getFailedDeliveries'] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call(ApiPath.getFailedDeliveries, pageParam ? { after: pageParam } : {}, failedDeliveriesReply, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });

/** A failed message back in the queue (resendDelivery, audited by the server). */
export const resendDelivery = (id: string) => api.call(ApiPath.resendDelivery, { id }, resendDeliveryReply);
