/** Decodes base64 into bytes (documents come as base64 in the JSON reply). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Saves a file from memory: a Blob behind an object URL, clicked through a[download]. */
export function saveFile(file: { name: string; type: string; content: string }) {
  const blob = new Blob([base64ToBytes(file.content)], { type: file.type || 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
