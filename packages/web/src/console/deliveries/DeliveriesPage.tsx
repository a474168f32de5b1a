import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { MoreButton } from '../frame/MoreButton';
import { failingDeliveriesQuery } from './api';
import { DeliveryTable } from './DeliveryTable';

const t = consoleText.deliveries;

/** /admin/consegne: the e-mails and SMS failing, from the first failed try (issue 21 item 7, decisions/0108). */
export function DeliveriesPage() {
  const queryClient = useQueryClient();
  const query = failingDeliveriesQuery();
  const list = useInfiniteQuery(query);
  const deliveries = list.data?.pages.flatMap((page) => page.deliveries) ?? [];
  return (
    <>
      <PageHeading title={t.title}>
        <p className="lead-text">{t.intro}</p>
      </PageHeading>
      {list.isPending ? <p role="status">{text.loading}</p> : null}
      {list.isError ? <QueryError /> : null}
      {list.data ? (
        deliveries.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <>
            <DeliveryTable
              caption={t.caption}
              deliveries={deliveries}
              onResent={() => void queryClient.invalidateQueries({ queryKey: query.queryKey })}
            />
            <MoreButton pages={list} label={t.more} />
          </>
        )
      ) : null}
    </>
  );
}
