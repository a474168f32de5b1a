import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** A port of 127.0.0.1 that nothing listens on (asked of the system, then let go). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * From now on, `port` of 127.0.0.1 takes connections and passes them on to `targetPort`: a server comes up
 * at an address that refused connections until then. Answers how to close it again.
 */
export async function forwardPort(port: number, targetPort: number): Promise<() => Promise<void>> {
  const sockets = new Set<Socket>();
  const relay: Server = createServer((client) => {
    const target = createConnection({ host: '127.0.0.1', port: targetPort });
    sockets.add(client).add(target);
    client.pipe(target).pipe(client);
    const drop = () => {
      client.destroy();
      target.destroy();
      sockets.delete(client);
      sockets.delete(target);
    };
    client.on('error', drop).on('close', drop);
    target.on('error', drop).on('close', drop);
  });
  await new Promise<void>((done) => relay.listen(port, '127.0.0.1', done));
  return async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((done) => relay.close(() => done()));
  };
}
