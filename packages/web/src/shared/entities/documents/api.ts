import { ApiPath, documentiReply, documentoReply } from '@area-clienti/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { type DocumentOwner, queryKeys } from '@/shared/entities/query-keys';
import { saveFile } from '@/shared/lib/download';

export const getDocumenti = (owner?: DocumentOwner, signal?: AbortSignal) =>
  api.call(ApiPath.getDocumenti, owner ?? {}, documentiReply, { signal });

export const documentiQuery = (owner?: DocumentOwner) =>
  queryOptions({
    queryKey: queryKeys.documents(owner),
    queryFn: ({ signal }) => getDocumenti(owner, signal),
  });

export const useDocumenti = (owner?: DocumentOwner) => useQuery(documentiQuery(owner));

export const getDocumento = (documentID: number) =>
  api.call(ApiPath.getDocumento, { documentID }, documentoReply);

/** Downloads a document: the reply's base64 content becomes a real file through a[download]. */
export function useDocumentDownload() {
  return useMutation({
    mutationFn: async (documentID: number) => {
      const { documento } = await getDocumento(documentID);
      saveFile(documento);
    },
  });
}
