import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, NotFound } from '../../lib/errors.ts';
import { requireAdmin } from '../auth/actor.ts';
import { NODE_TOKEN_HEADER, type NodeTokens } from './node-token.ts';
import type { NodesRepository } from './nodes.repository.ts';

/** How long a node waits for another before telling the caller it did not answer. */
const FORWARD_TIMEOUT_MILLIS = 15_000;

/** Answers passed on from the node that holds the data. */
const FORWARDED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'last-modified'];

/** A node as another asks it: by its id, which its tokens are made for, at its address. */
export interface NodeAddress {
  id: string;
  address: string;
}

export interface NodeMessages {
  nodeNotFound(nodeId: string): string;
  nodeUnreachable(nodeId: string): string;
}

/**
 * Requests for data only one node holds (its log files, the bundles it made) are answered by
 * that node: the node the caller reached asks it over HTTP, signed with the cluster's node key,
 * and streams the answer back.
 */
export class NodeForwarder {
  readonly #selfId: string;
  readonly #nodes: NodesRepository;
  readonly #tokens: NodeTokens;
  readonly #fromNode = new WeakMap<FastifyRequest, boolean>();

  constructor(selfId: string, nodes: NodesRepository, tokens: NodeTokens) {
    this.#selfId = selfId;
    this.#nodes = nodes;
    this.#tokens = tokens;
  }

  get selfId(): string {
    return this.#selfId;
  }

  /** Whether another node of the cluster sent this request for this node. */
  fromNode(request: FastifyRequest): boolean {
    // A token is taken once: a request asked about twice answers as it did the first time.
    let known = this.#fromNode.get(request);
    if (known === undefined) {
      const token = request.headers[NODE_TOKEN_HEADER];
      known = typeof token === 'string' && this.#tokens.verify(token, this.#selfId, request.method, request.url);
      this.#fromNode.set(request, known);
    }
    return known;
  }

  /** An administrator, or another node asking on an administrator's behalf. */
  requireAdminOrNode(request: FastifyRequest): void {
    if (!this.fromNode(request)) requireAdmin(request.actor);
  }

  /**
   * False when `nodeId` is this node (or not given): the caller answers itself. Otherwise the
   * reply is sent from the other node's answer.
   */
  async forward(request: FastifyRequest, reply: FastifyReply, nodeId: string | undefined, messages: NodeMessages) {
    if (!nodeId || nodeId === this.#selfId) return false;
    // A node asks only for itself: never pass a forwarded request on again.
    if (this.fromNode(request)) throw new NotFound(messages.nodeNotFound(nodeId));
    const node = await this.#nodes.find(nodeId);
    if (!node) throw new NotFound(messages.nodeNotFound(nodeId));
    let answer: Response;
    try {
      answer = await this.#call(
        { id: nodeId, address: node.address },
        request.method,
        request.url,
        FORWARD_TIMEOUT_MILLIS,
      );
    } catch {
      throw new DomainError(502, messages.nodeUnreachable(nodeId));
    }
    reply.code(answer.status);
    for (const name of FORWARDED_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    await reply.send(answer.body ? Readable.fromWeb(answer.body) : null);
    return true;
  }

  /**
   * This node's own GET of data only another node holds (`url` a path with its query), signed as
   * a node: that node's answer, whatever its status. Rejects when it does not answer within
   * `timeoutMillis`, its body included.
   */
  async ask(node: NodeAddress, url: string, timeoutMillis: number): Promise<Response> {
    return this.#call(node, 'GET', url, timeoutMillis);
  }

  #call(node: NodeAddress, method: string, url: string, timeoutMillis: number): Promise<Response> {
    return fetch(`${node.address}${url}`, {
      method,
      headers: { [NODE_TOKEN_HEADER]: this.#tokens.sign(node.id, method, url) },
      signal: AbortSignal.timeout(timeoutMillis),
    });
  }
}
