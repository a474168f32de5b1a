import { ApiPath, type MyDataFormat } from '@area-clienti/contract';
import { api } from '@/shared/backend';
import { fileOfResponse, saveBlob } from '@/shared/lib/download';
import { withStepUp } from '@/shared/second-factor/stepUp';

// Loaded on the click: the download and its step-up are not in the profile's first load (decisions/0092).

/** "Scarica i miei dati": the whole export as a JSON or a PDF file, saved as the server sends it. */
export async function downloadMyData(formato: MyDataFormat) {
  // Behind a step-up (decisions/0092): the dialog asks for a code, then the download runs again.
  const response = await withStepUp(() => api.callForFile(ApiPath.getMieiDati, { formato }, '*/*'));
  const { name, blob } = await fileOfResponse(response, `miei-dati.${formato}`);
  saveBlob(blob, name);
}
