import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers of every reply, set by an onRequest hook (app.ts) as helmet's middleware sets them. */
const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // blob: the claim report's photo thumbnails, fetched with the session (an <img> cannot send it) and
      // shown from memory (URL.createObjectURL). Images only: a blob: script or frame stays refused.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  // frame-ancestors 'none' says it for every browser that matters; X-Frame-Options would only repeat it.
  xFrameOptions: false,
  referrerPolicy: { policy: 'same-origin' },
} satisfies HelmetOptions;

/**
 * What helmet's middleware does to a reply, recorded once: every header it sets is the same for every
 * request with these options (no directive is a function of the request), so each reply gets the recorded
 * list instead of a run through helmet's dozen middlewares (issue 19). security/headers.test.ts checks
 * the headers of the replies.
 */
const { headersSet, headersRemoved } = recordHelmet();

function recordHelmet() {
  const headersSet: [string, string][] = [];
  const headersRemoved: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headersSet.push([name, value]),
    removeHeader: (name: string) => headersRemoved.push(name),
  };
  helmet(SECURITY_HEADERS)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return { headersSet, headersRemoved };
}

/**
 * Sets them on a reply: from the onRequest hook (app.ts), and on a reply that no hook sees: Fastify refuses
 * a URL it cannot decode before routing (its `frameworkErrors`), so no hook runs for it (found by
 * security/headers.test.ts).
 */
export function setSecurityHeaders(_request: FastifyRequest, reply: FastifyReply): void {
  const raw = reply.raw;
  for (const name of headersRemoved) raw.removeHeader(name);
  for (const [name, value] of headersSet) raw.setHeader(name, value);
}
