import { createServer } from 'node:net';

/** A port nothing listens on now, on 127.0.0.1, for a server a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}
