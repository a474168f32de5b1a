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

/**
 * The agency's name as the server writes it into `<meta name="agency-name">` (its AGENCY_LEGAL_NAME): the
 * pages' header and footer say whose area this is. Outside a browser, or in a build not served by the
 * server (Vite's preview), the product's generic words.
 */
export function readAgencyName(
  fallback: string,
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): string {
  return readMeta('agency-name', doc) ?? fallback;
}

/**
 * Where the agency's logo is served, as the server writes it into `<meta name="agency-logo">` when
 * AGENCY_LOGO_FILE is set (docs/configuration.md); null without one: the name alone.
 */
export function readAgencyLogo(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document) {
  return readMeta('agency-logo', doc);
}

/**
 * The agency's claims line as the server writes it into `<meta name="agency-claims-phone">` (its
 * AGENCY_CLAIMS_PHONE); null when unset.
 */
export function readClaimsPhone(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document) {
  return readMeta('agency-claims-phone', doc);
}

function readMeta(name: string, doc: Pick<Document, 'querySelector'> | undefined): string | null {
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim();
  return content ? content : null;
}
