import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { ANONYMOUS } from '../modules/auth/actor.ts';
import { FrontDoor } from './front-door.ts';

/** A front door whose stages the test sets, and a request a client sends it on an unconnected socket. */
function frontDoor() {
  const door = new FrontDoor({
    headers: { 'x-frame-options': 'DENY' },
    requestLog: pino({ enabled: false }),
    requestId: () => 'req-1',
    trust: undefined,
  });
  const fallback = vi.fn();
  const server = door.serverFactory(fallback, {});
  const send = (url: string) => {
    const request = new IncomingMessage(new Socket());
    request.method = 'GET';
    request.url = url;
    const response = new ServerResponse(request);
    // What the front door hands to Node is recorded rather than written to the unconnected socket.
    const writeHead = vi.spyOn(response, 'writeHead').mockReturnValue(response);
    const end = vi.spyOn(response, 'end').mockReturnValue(response);
    server.emit('request', request, response);
    return { request, response: { writeHead, end, destroy: () => response.destroy() } };
  };
  return { door, fallback, send };
}

const body = Buffer.from('tarball');

/** Until the event loop has taken the requests that were ready: the front door's answers are ended then. */
const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('FrontDoor', () => {
  it('answers in the turn the request arrives when every step finds what it needs in memory', async () => {
    const { door, fallback, send } = frontDoor();
    door.guard(() => true);
    door.identify(() => ANONYMOUS);
    door.route('/hot/', (_request, actor, path) =>
      actor === ANONYMOUS && path === 'file' ? { status: 200, headers: { 'content-length': '7' }, body } : undefined,
    );
    const { response } = send('/hot/file');
    // Nothing was awaited: the answer went out before the request's event returned.
    expect(response.writeHead).toHaveBeenCalledWith(200, {
      'x-frame-options': 'DENY',
      'x-request-id': 'req-1',
      'content-length': '7',
    });
    expect(fallback).not.toHaveBeenCalled();
    expect(door.answered).toBe(1);
    await endOfTurn();
    expect(response.end).toHaveBeenCalledWith(body);
  });

  it('ends the answers of the requests taken in one turn together, once the last is answered', async () => {
    const { door, send } = frontDoor();
    door.guard(() => true);
    door.identify(() => ANONYMOUS);
    door.route('/hot/', (_request, _actor, path) => ({ status: 200, headers: {}, body: Buffer.from(path) }));
    const first = send('/hot/a').response;
    const second = send('/hot/b').response;
    const gone = send('/hot/c').response;
    gone.destroy();
    // Both answers are decided at once, and nothing is sent until the turn's requests are all taken.
    expect(first.writeHead).toHaveBeenCalled();
    expect(second.writeHead).toHaveBeenCalled();
    expect(first.end).not.toHaveBeenCalled();
    await endOfTurn();
    expect(first.end).toHaveBeenCalledWith(Buffer.from('a'));
    expect(second.end).toHaveBeenCalledWith(Buffer.from('b'));
    expect(first.end.mock.invocationCallOrder[0]).toBeLessThan(second.end.mock.invocationCallOrder[0] ?? 0);
    // A client that went away meanwhile is not written to.
    expect(gone.end).not.toHaveBeenCalled();
  });

  it('waits for a step that has to look something up, then answers the same', async () => {
    const { door, fallback, send } = frontDoor();
    door.guard(async () => true);
    door.identify(async () => ANONYMOUS);
    door.route('/hot/', async () => ({ status: 200, headers: {}, body }));
    const { response } = send('/hot/file');
    expect(response.writeHead).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(response.end).toHaveBeenCalledWith(body));
    expect(fallback).not.toHaveBeenCalled();
  });

  it('leaves to the routes what a guard turns away, a caller it cannot tell, and a step that throws', async () => {
    const { door, fallback, send } = frontDoor();
    let passes = false;
    let caller: typeof ANONYMOUS | undefined = ANONYMOUS;
    door.guard(() => passes);
    door.identify(() => caller);
    door.route('/hot/', (_request, _actor, path) => {
      if (path === 'broken') throw new Error('no such repository');
      return { status: 200, headers: {}, body };
    });
    send('/hot/file');
    passes = true;
    caller = undefined;
    send('/hot/file');
    caller = ANONYMOUS;
    const { response } = send('/hot/broken');
    expect(fallback).toHaveBeenCalledTimes(3);
    expect(response.writeHead).not.toHaveBeenCalled();
    expect(door.answered).toBe(0);
  });
});
