/** Saves a file from memory: a Blob behind an object URL, clicked through a[download]. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name of a Content-Disposition header (RFC 6266): `filename*` (UTF-8) first, else `filename`. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return (
    /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1] ?? null
  );
}

/** A file reply as the browser will save it: its name from Content-Disposition (or `fallback`), its bytes. */
export async function fileOfResponse(response: Response, fallback: string) {
  const name = attachmentName(response.headers.get('Content-Disposition')) ?? fallback;
  return { name, blob: await response.blob() };
}
