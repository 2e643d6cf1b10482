import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A whole answer, ready to send: what a route sends through Fastify and the front door
 * (plugins/front-door.ts) sends before it, so both answer a request byte for byte alike.
 */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** None for HEAD and 304; a large file streams. */
  body?: Buffer | Readable | undefined;
  /** Runs once the whole answer has gone out: a download is counted then. */
  sent?: () => void;
}

export function sendAnswer(reply: FastifyReply, answer: Answer) {
  if (answer.sent) reply.raw.once('finish', answer.sent);
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}
