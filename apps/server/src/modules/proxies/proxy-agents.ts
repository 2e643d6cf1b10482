import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';

/** Where a forward proxy listens and how to authenticate to it. */
export interface ProxyEndpoint {
  host: string;
  port: number;
  username?: string;
  password?: string;
}

/** How long the proxy has to connect and answer a CONNECT before the attempt is dropped. */
const TUNNEL_TIMEOUT_MS = 30_000;
/** A proxy's answer to CONNECT is a status line and a few headers; more than this is not one. */
const MAX_CONNECT_ANSWER_BYTES = 16 * 1024;

export function proxyAuthorization(proxy: ProxyEndpoint): string | undefined {
  if (!proxy.username) return undefined;
  return `Basic ${Buffer.from(`${proxy.username}:${proxy.password ?? ''}`).toString('base64')}`;
}

/** `host:port` as a request target, IPv6 literals in brackets. */
export function authority(host: string, port: number): string {
  const bare = host.replace(/^\[|\]$/g, '');
  return `${net.isIPv6(bare) ? `[${bare}]` : bare}:${port}`;
}

/** The proxy's own address is connected to as configured: the target's pinned lookup is not for it. */
function connectToProxy(proxy: ProxyEndpoint): net.Socket {
  return net.connect({ host: proxy.host.replace(/^\[|\]$/g, ''), port: proxy.port });
}

/** Agent.addRequest is public at run time but absent from @types/node. */
interface AgentInternals {
  addRequest(request: http.ClientRequest, options: http.RequestOptions): void;
}

/**
 * Plain-HTTP targets through the proxy: each request goes to the proxy in absolute form
 * (`GET http://host:port/path`), with Proxy-Authorization when the proxy has a user.
 */
class AbsoluteFormAgent extends http.Agent {
  readonly #proxy: ProxyEndpoint;
  constructor(proxy: ProxyEndpoint) {
    super({ keepAlive: false });
    this.#proxy = proxy;
  }

  addRequest(request: http.ClientRequest, options: http.RequestOptions): void {
    const port = Number(options.port) || 80;
    const host = options.hostname ?? options.host ?? 'localhost';
    if (!/^[a-z]+:\/\//i.test(request.path)) request.path = `http://${authority(host, port)}${request.path}`;
    const authorization = proxyAuthorization(this.#proxy);
    if (authorization) request.setHeader('Proxy-Authorization', authorization);
    (http.Agent.prototype as unknown as AgentInternals).addRequest.call(this, request, {
      ...options,
      host: this.#proxy.host,
      port: this.#proxy.port,
    });
  }

  override createConnection(): Duplex {
    return connectToProxy(this.#proxy);
  }
}

/** Opens a tunnel to `host:port` with CONNECT and hands back the raw socket once the proxy answered 2xx. */
export function openTunnel(
  proxy: ProxyEndpoint,
  host: string,
  port: number,
  callback: (error: Error | null, socket?: net.Socket) => void,
): void {
  const socket = connectToProxy(proxy);
  let answer = Buffer.alloc(0);
  let done = false;
  const finish = (error: Error | null) => {
    if (done) return;
    done = true;
    socket.setTimeout(0);
    socket.removeListener('data', onData);
    if (error) {
      socket.destroy();
      callback(error);
    } else callback(null, socket);
  };
  const onData = (chunk: Buffer) => {
    answer = Buffer.concat([answer, chunk]);
    const end = answer.indexOf('\r\n\r\n');
    if (end < 0) {
      if (answer.length > MAX_CONNECT_ANSWER_BYTES) finish(new Error('the proxy sent no valid answer to CONNECT'));
      return;
    }
    const statusLine = answer.subarray(0, answer.indexOf('\r\n')).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
    if (!(status >= 200 && status < 300)) {
      finish(new Error(`the proxy refused the tunnel: ${statusLine.replace(/^HTTP\/1\.[01] /, '') || 'no status'}`));
      return;
    }
    // Bytes after the proxy's answer already belong to the tunnel.
    const rest = answer.subarray(end + 4);
    if (rest.length > 0) socket.unshift(rest);
    finish(null);
  };
  socket.setTimeout(TUNNEL_TIMEOUT_MS, () => finish(new Error('the proxy did not answer CONNECT in time')));
  socket.once('error', (error) => finish(error));
  socket.once('close', () => finish(new Error('the proxy closed the connection')));
  socket.on('data', onData);
  socket.once('connect', () => {
    const target = authority(host, port);
    const authorization = proxyAuthorization(proxy);
    socket.write(
      `CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n${
        authorization ? `Proxy-Authorization: ${authorization}\r\n` : ''
      }\r\n`,
    );
  });
}

/** HTTPS targets through the proxy: a CONNECT tunnel, then TLS to the target inside it. */
class TunnelAgent extends https.Agent {
  readonly #proxy: ProxyEndpoint;
  constructor(proxy: ProxyEndpoint) {
    super({ keepAlive: false });
    this.#proxy = proxy;
  }

  override createConnection(
    options: tls.ConnectionOptions & { host?: string; port?: number },
    callback: (error: Error | null, socket?: Duplex) => void,
  ): Duplex | undefined {
    const host = (options.host ?? 'localhost').replace(/^\[|\]$/g, '');
    const port = Number(options.port) || 443;
    openTunnel(this.#proxy, host, port, (error, socket) => {
      if (error || !socket) return callback(error ?? new Error('no tunnel'));
      const {
        lookup: _lookup,
        path: _path,
        ...tlsOptions
      } = options as tls.ConnectionOptions & {
        lookup?: unknown;
        path?: unknown;
      };
      const secure = tls.connect({
        ...tlsOptions,
        socket,
        servername: options.servername || (net.isIP(host) ? undefined : host),
      });
      callback(null, secure);
    });
    return undefined;
  }
}

/** The agent for one target protocol; each carries its own connections and keeps none alive. */
export function proxyAgent(proxy: ProxyEndpoint, protocol: string): http.Agent {
  return protocol === 'https:' ? new TunnelAgent(proxy) : new AbsoluteFormAgent(proxy);
}
