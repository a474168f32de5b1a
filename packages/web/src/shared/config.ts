import { DEFAULT_APPLICATION_ID } from '@area-clienti/contract';

/**
 * The server rewrites `<meta name="application-id">` when it serves index.html, so one build serves
 * any application id; outside a browser (unit tests) the contract's default applies.
 */
export function readApplicationId(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): string {
  const content = doc?.querySelector<HTMLMetaElement>('meta[name="application-id"]')?.content?.trim();
  return content ? content : DEFAULT_APPLICATION_ID;
}
