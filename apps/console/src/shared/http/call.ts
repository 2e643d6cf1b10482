import {
  type BodyOf,
  consoleUrl,
  type PathParams,
  type QueryOf,
  type ReplyOf,
  type RouteDescriptor,
  type RouteTypes,
} from '@arca/contract';
import { type HttpMethod, type QueryValue, type RequestOptions, request } from './client.ts';

type ParamsPart<Path extends string> = keyof PathParams<Path> extends never
  ? { params?: never }
  : { params: PathParams<Path> };
type BodyPart<D> = undefined extends BodyOf<D> ? { body?: BodyOf<D> } : { body: BodyOf<D> };
type QueryPart<D> = unknown extends QueryOf<D> ? { query?: Record<string, QueryValue> } : { query?: QueryOf<D> };

/** What a call takes: its path parameters, body and query as its descriptor types them, and the client's options. */
export type CallOptions<D extends RouteDescriptor> = (D extends RouteDescriptor<infer Path>
  ? ParamsPart<Path>
  : never) &
  BodyPart<D> &
  QueryPart<D> &
  Omit<RequestOptions, 'method' | 'body' | 'query'>;

/**
 * Makes a call of the route table through the console gateway: the path, method and answer come
 * from its descriptor, so a call and the server cannot disagree.
 */
export function call<Path extends string, Types extends RouteTypes, D extends RouteDescriptor<Path, Types>>(
  descriptor: D & RouteDescriptor<Path, Types>,
  ...[options]: Partial<CallOptions<D>> extends CallOptions<D> ? [options?: CallOptions<D>] : [options: CallOptions<D>]
): Promise<ReplyOf<D>> {
  const { params, body, query, ...rest } = (options ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, QueryValue>;
  } & RequestOptions;
  const url = (consoleUrl as (d: RouteDescriptor, p?: Record<string, string>) => string)(descriptor, params);
  return request<ReplyOf<D>>(url, {
    ...rest,
    method: descriptor.method as HttpMethod,
    ...(body !== undefined ? { body } : {}),
    ...(query ? { query } : {}),
  });
}
