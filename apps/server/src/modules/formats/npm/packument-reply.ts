import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Answer, sendAnswer } from '../../../lib/answer.ts';
import { andThen, type Eventually } from '../../../lib/eventually.ts';
import type { PackumentBytes, PackumentEncoding } from './packument-cache.ts';

/** Below this, compressing saves less than the headers it costs. */
const COMPRESS_FROM_BYTES = 1024;

/** The coding the client takes: brotli before gzip, as both are made once; a q of 0 refuses one. */
export function chooseEncoding(header: string | undefined, size: number): PackumentEncoding {
  if (!header || size < COMPRESS_FROM_BYTES) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    accepted.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const takes = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this tag (weakly compared, as RFC 9110 says for GET), or is `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}

/** A packument's bytes in the coding the client takes, or 304 when it holds them already. */
export function packumentAnswer(
  headers: IncomingHttpHeaders,
  packument: PackumentBytes,
  contentType: string,
): Eventually<Answer> {
  return andThen(packument.variant(chooseEncoding(headers['accept-encoding'], packument.size)), (variant) => {
    // The form follows Accept and the coding Accept-Encoding; caches must tell those requests apart.
    const cacheKeys = { vary: 'Accept, Accept-Encoding', etag: variant.etag };
    if (matches(headers['if-none-match'], variant.etag)) return { status: 304, headers: cacheKeys };
    return {
      status: 200,
      headers: {
        ...cacheKeys,
        ...(variant.encoding === 'identity' ? {} : { 'content-encoding': variant.encoding }),
        'content-type': contentType,
        'content-length': String(variant.body.length),
      },
      body: variant.body,
    };
  });
}

export async function sendPackument(
  request: FastifyRequest,
  reply: FastifyReply,
  packument: PackumentBytes,
  contentType: string,
) {
  return sendAnswer(reply, await packumentAnswer(request.headers, packument, contentType));
}
