import type { FastifyReply, FastifyRequest } from 'fastify';

/** One cookie of the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : undefined;
  }
  return undefined;
}

/** Sets an HttpOnly, SameSite=Strict cookie, Secure unless the request came over plain HTTP. */
export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; value: string; path: string; maxAgeSeconds: number },
) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${cookie.name}=${cookie.value}; Path=${cookie.path}; Max-Age=${cookie.maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`,
  );
}
