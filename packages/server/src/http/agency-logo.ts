import { readFileSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** Where the client pages find the agency's logo (the `<meta name="agency-logo">` web-app.ts writes). */
export const AGENCY_LOGO_PATH = '/agency-logo';
/** A logo heads every page: larger than this would slow the first one down. */
export const AGENCY_LOGO_MAX_BYTES = 200 * 1024;

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The logo's bytes and type, read once at start. */
export interface AgencyLogo {
  bytes: Buffer;
  type: string;
}

/**
 * Reads AGENCY_LOGO_FILE before anything else starts: a file that is missing or too large stops the start
 * with a sentence saying so, rather than a broken image on every page.
 */
export function readAgencyLogo(file: string | undefined): AgencyLogo | null {
  if (!file) return null;
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new Error(`AGENCY_LOGO_FILE: ${file} cannot be read`);
  }
  if (size > AGENCY_LOGO_MAX_BYTES) {
    throw new Error(`AGENCY_LOGO_FILE: ${file} is ${size} bytes, at most ${AGENCY_LOGO_MAX_BYTES}`);
  }
  const type = TYPES[file.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
  return { bytes: readFileSync(file), type };
}

/**
 * Serves the logo at /agency-logo; answers the path, or null with no logo. An SVG is served with a policy
 * that runs no script in it, should someone open it on its own.
 */
export function registerAgencyLogo(app: FastifyInstance, logo: AgencyLogo | null): string | null {
  if (!logo) return null;
  app.get(AGENCY_LOGO_PATH, { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .type(logo.type)
      .header('Cache-Control', 'public, max-age=3600')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('X-Content-Type-Options', 'nosniff')
      .send(logo.bytes),
  );
  return AGENCY_LOGO_PATH;
}
