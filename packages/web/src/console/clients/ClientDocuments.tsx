import { ApiPath, clientDocumentsReply } from '@area-clienti/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/shared/backend';
import { formatDate } from '@/shared/format';
import { fileOfResponse, saveBlob } from '@/shared/lib/download';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';

const t = consoleText.client;

/** The client's documents a page at a time (getClientDocuments): each page's `next` opens the following one. */
const clientDocumentsQuery = (clientId: string) =>
  infiniteQueryOptions({
    queryKey: ['getClientDocuments', clientId] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        ApiPath.getClientDocuments,
        { clientId, ...(pageParam ? { after: pageParam } : {}) },
        clientDocumentsReply,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });

/** Every document of the client, paged on the server, each opened (downloaded) as the client would. */
export function ClientDocumentsSection({ clientId }: { clientId: string }) {
  const pages = useInfiniteQuery(clientDocumentsQuery(clientId));
  const [failed, setFailed] = useState(false);
  const open = useMutation({
    mutationFn: async (documentID: number) => {
      const response = await api.callForFile(ApiPath.getClientDocumentFile, { clientId, documentID }, '*/*');
      const { name, blob } = await fileOfResponse(response, 'documento');
      saveBlob(blob, name);
    },
    onMutate: () => setFailed(false),
    onError: () => setFailed(true),
  });
  const rows = pages.data?.pages.flatMap((page) => page.documenti) ?? [];
  return (
    <section className="detail-section" aria-labelledby="cliente-documenti">
      <h2 id="cliente-documenti">{t.documents}</h2>
      {pages.isPending ? <p role="status">{text.loading}</p> : null}
      {pages.isError ? <p role="alert">{t.documentsFailed}</p> : null}
      {pages.isSuccess && rows.length === 0 ? <p>{t.none}</p> : null}
      {rows.length > 0 ? (
        <SimpleTable
          caption={t.documents}
          rows={rows}
          rowKey={(d) => d.documentID}
          columns={[
            {
              key: 'n',
              header: t.documentName,
              cell: (d) => (
                <button
                  type="button"
                  className="btn btn-link p-0 text-start"
                  aria-label={t.openDocument(d.name)}
                  disabled={open.isPending}
                  onClick={() => open.mutate(d.documentID)}
                >
                  {d.name}
                </button>
              ),
            },
            { key: 'd', header: t.documentDate, cell: (d) => formatDate(d.data) ?? '—' },
            { key: 'p', header: t.policyNumber, cell: (d) => d.nPolizza },
          ]}
        />
      ) : null}
      {pages.hasNextPage ? (
        <p>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t.moreDocuments}
          </button>
        </p>
      ) : null}
      <p role="status">{failed ? t.documentFailed : null}</p>
    </section>
  );
}
