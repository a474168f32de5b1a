/**
 * An instant as the client reads it, wherever it is shown (a page, the PDF of their data): dd/MM/yyyy HH:mm
 * in Italian time (Europe/Rome, summer time included), whatever the device's or the server's time zone.
 */
let romeDateTime: Intl.DateTimeFormat | undefined;
/**
 * Made at the first instant shown, not when the module loads: a page's first Intl object loads the browser's
 * locale data (40–90 ms of a phone's main thread), which pages showing no instant need not pay (decisions/0124).
 */
const romeDateTimeFormat = () =>
  (romeDateTime ??= new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Rome',
  }));

/** dd/MM/yyyy HH:mm in Rome; null for a missing or unreadable instant. */
export function formatRomeDateTime(iso: string | null | undefined): string | null {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    romeDateTimeFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
