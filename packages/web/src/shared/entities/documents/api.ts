import { ApiPath, type DOCUMENT_TYPES, documentiReply, documentoReply } from '@area-clienti/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { saveFile } from '@/shared/lib/download';

/** Without an owner: every document of the client; with one: the documents of that dossier or claim. */
export type DocumentOwner = { type: (typeof DOCUMENT_TYPES)[number]; id: number };

export const getDocumenti = (owner?: DocumentOwner, signal?: AbortSignal) =>
  api.post(ApiPath.getDocumenti, owner ?? {}, documentiReply, { signal });

export const documentiQuery = (owner?: DocumentOwner) =>
  queryOptions({
    queryKey: ['documenti', owner?.type ?? 'all', owner?.id ?? null],
    queryFn: ({ signal }) => getDocumenti(owner, signal),
  });

export const useDocumenti = (owner?: DocumentOwner) => useQuery(documentiQuery(owner));

export const getDocumento = (documentID: number) =>
  api.post(ApiPath.getDocumento, { documentID }, documentoReply);

/** Downloads a document: the reply's base64 content becomes a real file through a[download]. */
export function useDocumentDownload() {
  return useMutation({
    mutationFn: async (documentID: number) => {
      const { documento } = await getDocumento(documentID);
      saveFile(documento);
    },
  });
}
