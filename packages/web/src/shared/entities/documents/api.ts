import { ApiPath, documentiReply } from '@area-clienti/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { type DocumentOwner, queryKeys } from '@/shared/entities/query-keys';
import { fileOfResponse, saveBlob } from '@/shared/lib/download';

export const getDocumenti = (owner?: DocumentOwner, signal?: AbortSignal) =>
  api.call(ApiPath.getDocumenti, owner ?? {}, documentiReply, { signal });

export const documentiQuery = (owner?: DocumentOwner) =>
  queryOptions({
    queryKey: queryKeys.documents(owner),
    queryFn: ({ signal }) => getDocumenti(owner, signal),
  });

export const useDocumenti = (owner?: DocumentOwner) => useQuery(documentiQuery(owner));

/** A document as the file itself (getDocumentoFile): its bytes, and the name it is saved under. */
export async function getDocumentoFile(documentID: number) {
  const response = await api.callForFile(ApiPath.getDocumentoFile, { documentID }, '*/*');
  return fileOfResponse(response, 'documento');
}

/** Downloads a document: the file the server sends is saved through a[download], as it came. */
export function useDocumentDownload() {
  return useMutation({
    mutationFn: async (documentID: number) => {
      const { name, blob } = await getDocumentoFile(documentID);
      saveBlob(blob, name);
    },
  });
}
