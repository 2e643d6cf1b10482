import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The exact bytes received. */
  body: Buffer;
}

/** What the receiver does with a request: `hang` never answers, `huge` streams 10 MB. */
export type ReceiverBehaviour = { status: number; location?: string } | 'hang' | 'huge';

export interface TestReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Bytes of the huge answer the socket accepted before the client went away. */
  hugeBytesWritten(): number;
  behave(behaviour: ReceiverBehaviour): void;
  close(): Promise<void>;
}

export const HUGE_ANSWER_BYTES = 10 * 1024 * 1024;

/**
 * Streams the huge answer a chunk at a time, each once the last has reached the socket, paced so
 * the kernel's buffers do not swallow megabytes at once: what was written is what the client
 * let through before it went away.
 */
function writeHuge(response: ServerResponse, count: (bytes: number) => void): void {
  const chunk = Buffer.alloc(64 * 1024, 'x');
  response.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(HUGE_ANSWER_BYTES) });
  let written = 0;
  const next = () => {
    if (response.destroyed) return;
    if (written >= HUGE_ANSWER_BYTES) return void response.end();
    written += chunk.length;
    response.write(chunk, (error) => {
      if (error) return;
      count(chunk.length);
      setTimeout(next, 2);
    });
  };
  response.on('error', () => undefined);
  next();
}

/** A real HTTP receiver on loopback, for the sender and the test action. */
export async function startReceiver(initial: ReceiverBehaviour = { status: 200 }): Promise<TestReceiver> {
  let behaviour = initial;
  let hugeWritten = 0;
  const requests: ReceivedRequest[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    if (behaviour === 'hang') return;
    if (behaviour === 'huge') return writeHuge(response, (bytes) => (hugeWritten += bytes));
    response.writeHead(behaviour.status, behaviour.location ? { location: behaviour.location } : {});
    response.end('{"received":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    hugeBytesWritten: () => hugeWritten,
    behave(next) {
      behaviour = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
