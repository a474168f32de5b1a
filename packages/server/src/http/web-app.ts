import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode } from '@area-clienti/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../delivery/email-render.js';
import { type AgencyLogo, registerAgencyLogo } from './agency-logo.js';
import { sendError } from './errors.js';

/**
 * Everything that is not the API, registered after it: the agency's logo, the built web app, and the answer
 * to any other path: a page of the app for a GET of one, UNKNOWN_ENDPOINT in the API's shape otherwise.
 */
export async function registerPages(
  app: FastifyInstance,
  { logo, ...web }: Omit<Parameters<typeof registerWebApp>[1], 'agencyLogo'> & { logo: AgencyLogo | null },
): Promise<void> {
  const pageHtml = await registerWebApp(app, { ...web, agencyLogo: registerAgencyLogo(app, logo) });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/v1/') || path.startsWith('/dev/');
    // A file that is not there (robots.txt, a source map in production) is not a page of the app.
    const isFile = /\.[A-Za-z0-9]{1,8}$/.test(path);
    if (isApi || isFile || request.method !== 'GET' || !pageHtml) {
      return sendError(reply, ErrorCode.UNKNOWN_ENDPOINT);
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(pageHtml(path));
  });
}

/**
 * Serves the built single-page app: hashed assets from disk (cached for a year, brotli or gzip as built
 * when the browser accepts them), and index.html for every other GET so that the client-side router
 * answers deep links (console.html, the agency's console, for /admin and below). The application id is written into index.html (and console.html) here, so the same build serves any
 * agency configuration.
 */
export async function registerWebApp(
  app: FastifyInstance,
  {
    distDir,
    applicationId,
    agencyName,
    agencyLogo = null,
    agencyClaimsPhone = null,
    serveSourceMaps,
  }: {
    distDir: string;
    applicationId: string;
    agencyName: string;
    /** Where the agency's logo is served (agency-logo.ts), or null: the name alone. */
    agencyLogo?: string | null;
    /** The agency's claims line (AGENCY_CLAIMS_PHONE), or null. */
    agencyClaimsPhone?: string | null;
    serveSourceMaps: boolean;
  },
) {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
    return undefined;
  }
  // The agency's name heads every page (issue 21, go-live): from configuration, like the application id,
  // so one build serves any agency. Escaped for an attribute: the name is the agency's own text.
  const withApplicationId = (path: string) =>
    readFileSync(path, 'utf8')
      .replace(
        /<meta name="application-id" content="[^"]*"/,
        `<meta name="application-id" content="${applicationId.replace(/[^a-z0-9-]/g, '')}"`,
      )
      .replace(
        /<meta name="agency-name" content="[^"]*"/,
        `<meta name="agency-name" content="${escapeHtml(agencyName)}"`,
      )
      .replace(
        /<meta name="agency-logo" content="[^"]*"/,
        `<meta name="agency-logo" content="${agencyLogo ?? ''}"`,
      )
      .replace(
        /<meta name="agency-claims-phone" content="[^"]*"/,
        `<meta name="agency-claims-phone" content="${escapeHtml(agencyClaimsPhone ?? '')}"`,
      );
  const indexHtml = withApplicationId(indexPath);
  // The agency's console is a document of its own (docs/decisions/0096); a build without it serves the
  // client pages' document there too, whose router says the page is not found.
  const consolePath = join(distDir, 'console.html');
  const consoleHtml = existsSync(consolePath) ? withApplicationId(consolePath) : indexHtml;
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The web build writes a .br and a .gz beside each text file (precompress.mjs): the one the browser
    // accepts is sent, with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
    allowedPath: (path) => serveSourceMaps || !path.endsWith('.map'),
    cacheControl: false,
    setHeaders: (res, path) => {
      // Vite puts a content hash in every asset name, so an asset never changes under its name.
      const hashed = path.includes('/assets/');
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The reply depends on Accept-Encoding (preCompressed), which @fastify/static does not say: a shared
      // cache must not hand the brotli form to a browser that asked for gzip.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  /** The document of a page's path: the console's for /admin and below, the client pages' otherwise. */
  return (path: string) => (CONSOLE_PATH.test(path) ? consoleHtml : indexHtml);
}

/** The console's pages: /admin and below (docs/decisions/0096). */
const CONSOLE_PATH = /^\/admin(?:\/|$)/;
