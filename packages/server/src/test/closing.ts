import { type AddressInfo, createConnection } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A reply as read off the socket: status, headers (names in lower case) and body. */
export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request to `app` while it closes, as a browser's keep-alive connection would: a first request
 * is held in flight (it keeps the connection open), the app starts closing, then the request is written on
 * that same connection. The app must be built but not listening; it is closed when this resolves.
 */
export async function replyWhileClosing(
  app: FastifyInstance,
  request: { method: 'GET' | 'POST'; url: string; body?: string },
): Promise<RawReply> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/test-slow', async () => {
    await held;
    return 'done';
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const socket = createConnection({ port, host: '127.0.0.1' });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const ended = new Promise((resolve) => socket.on('close', resolve));
  socket.write('GET /test-slow HTTP/1.1\r\nHost: x\r\n\r\n');
  await pause(100);
  const closed = app.close();
  await pause(100);
  const body = request.body ?? '';
  const content = body ? `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` : '';
  socket.write(`${request.method} ${request.url} HTTP/1.1\r\nHost: x\r\n${content}\r\n${body}`);
  await pause(100);
  release();
  await ended;
  await closed;
  return parseReply(received.slice(received.indexOf('HTTP/1.1', 10)));
}

function parseReply(text: string): RawReply {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) };
}
