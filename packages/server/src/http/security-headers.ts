import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers of every reply, set by an onRequest hook (app.ts) with helmet's middleware built once. */
const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
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

const applySecurityHeaders = helmet(SECURITY_HEADERS);

/**
 * Sets them on a reply: from the onRequest hook (app.ts), and on a reply that no hook sees: Fastify refuses
 * a URL it cannot decode before routing (its `frameworkErrors`), so no hook runs for it (found by
 * security/headers.test.ts).
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(request.raw, reply.raw, (error) => {
    if (error) throw error;
  });
}
