import { ApiPath, type DocumentiZipRequest } from '@area-clienti/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { fileOfResponse, saveBlob } from '@/shared/lib/download';

/** Several documents in one ZIP (getDocumentiZip, docs/decisions/0062). */
export async function getDocumentiZip(documentIDs: DocumentiZipRequest['documentIDs']) {
  const response = await api.callForFile(ApiPath.getDocumentiZip, { documentIDs }, 'application/zip');
  return fileOfResponse(response, 'documenti.zip');
}

/** Downloads the documents as one ZIP file, saved under the name the server gives it. */
export function useZipDownload() {
  return useMutation({
    mutationFn: async (documentIDs: number[]) => {
      const file = await getDocumentiZip(documentIDs);
      saveBlob(file.blob, file.name);
      return documentIDs.length;
    },
  });
}
