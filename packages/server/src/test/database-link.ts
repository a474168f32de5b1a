import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';

/**
 * A TCP relay to the database that the test can cut and restore, like a network failure: to its TCP
 * port, or to its Unix socket (the embedded engine's, named by the `host` parameter).
 */
export function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  return {
    async open(port = 0): Promise<number> {
      server = createServer((client) => {
        const targetPort = Number(target.port || 5432);
        const socketFolder = target.searchParams.get('host');
        const backend = socketFolder?.startsWith('/')
          ? createConnection({ path: join(socketFolder, `.s.PGSQL.${targetPort}`) })
          : createConnection({ host: target.hostname, port: targetPort });
        sockets.add(client).add(backend);
        client.pipe(backend).pipe(client);
        const drop = () => {
          client.destroy();
          backend.destroy();
        };
        client.on('error', drop).on('close', drop);
        backend.on('error', drop).on('close', drop);
      });
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
      const address = server.address();
      return typeof address === 'object' && address ? address.port : port;
    },
    async cut() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    },
  };
}

/** The connection string of `target` through a relay listening on `port` of 127.0.0.1. */
export function through(target: URL, port: number): string {
  const viaRelay = new URL(target);
  viaRelay.host = `127.0.0.1:${port}`;
  viaRelay.searchParams.delete('host');
  return viaRelay.toString();
}
