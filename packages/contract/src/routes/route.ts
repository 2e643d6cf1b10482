import { UI_API } from '../prefixes.ts';

export type RouteMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a call is served: at its own path for clients (`api`), under the console gateway
 * `/ui/api/v1` (`console`), or at both, so a client and the console reach the same handler.
 */
export type RouteMount = 'api' | 'console' | 'both';

/**
 * Who may make the call, checked by the server before its handler runs:
 * - `anyone`: anonymous callers too (the handler may still check per resource, as reads do);
 * - `user`: a signed-in user (401 otherwise);
 * - `whole-user`: a signed-in user acting as themselves, not through a groups-scoped token;
 * - `admin`: an administrator (401 when anonymous, 403 otherwise).
 */
export type RouteAccess = 'anyone' | 'user' | 'whole-user' | 'admin';

export type JsonSchema = { readonly [keyword: string]: unknown };

/**
 * A response that is not plain JSON: a file, a page, a package index, JSON of a vendor media type
 * (with its `schema`), or nothing at all (`media: []`, a redirect or an empty success).
 */
export interface MediaResponse {
  readonly media: readonly string[];
  readonly description: string;
  readonly schema?: JsonSchema;
}

export type RouteResponse = JsonSchema | MediaResponse;

/**
 * The status codes a call answers with, each with what it sends: its successes, and a class such
 * as `5xx` where it says more than the one error envelope every call may answer with.
 */
export type RouteResponses = { readonly [status: string]: RouteResponse };

/** The types a descriptor carries for the code that calls or serves it; nothing at run time. */
export interface RouteTypes {
  body?: unknown;
  query?: unknown;
  reply?: unknown;
}

/** One call of the product: the single place its method, path, schemas and rule are written. */
export interface RouteDescriptor<Path extends string = string, Types extends RouteTypes = RouteTypes> {
  readonly method: RouteMethod;
  /**
   * Fastify's pattern below the mount: `/event/api/v1/subscriptions/:key`, `/artifactory/*`.
   * A `console` call's path is what follows `/ui/api/v1`.
   */
  readonly path: Path;
  readonly mount: RouteMount;
  readonly access: RouteAccess;
  /** The group it is listed under in the API document. */
  readonly tag: string;
  /** One line for the API document. */
  readonly summary: string;
  readonly params?: JsonSchema;
  readonly query?: JsonSchema;
  readonly headers?: JsonSchema;
  readonly body?: JsonSchema;
  /** Media types of a body that is not JSON (an uploaded file, a form). */
  readonly consumes?: readonly string[];
  readonly responses: RouteResponses;
  /** Phantom: only its type exists. */
  readonly types?: Types;
}

/**
 * Declares a call. The first call names its types, the second takes the descriptor, so the path
 * stays a literal type and its parameters are known: `route<{ reply: Webhook }>()({ … })`.
 */
export function route<Types extends RouteTypes = RouteTypes>() {
  return <const Path extends string>(descriptor: RouteDescriptor<Path, Types>) => descriptor;
}

/** The `:name` parameters of a path pattern, and `*` for a trailing wildcard. */
export type PathParams<Path extends string> = string extends Path
  ? Record<string, string>
  : { [Name in ParamNames<Path>]: string };

type ParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? CleanName<Name> | ParamNames<`/${Tail}`>
    : CleanName<Rest>
  : Path extends `${string}*`
    ? '*'
    : never;

/** `:name.json` and `:a-:b` keep only the name; Fastify reads the same. */
type CleanName<Segment extends string> = Segment extends `${infer Name}.${string}`
  ? Name
  : Segment extends `${infer Name}-:${string}`
    ? Name
    : Segment;

export type BodyOf<D> = D extends RouteDescriptor<string, infer T> ? T['body'] : never;
export type QueryOf<D> = D extends RouteDescriptor<string, infer T> ? T['query'] : never;
export type ReplyOf<D> = D extends RouteDescriptor<string, infer T> ? T['reply'] : never;
export type ParamsOf<D> = D extends RouteDescriptor<infer Path> ? PathParams<Path> : never;

export const isMediaResponse = (response: RouteResponse): response is MediaResponse =>
  Array.isArray((response as MediaResponse).media);

/** The paths a call is served at: its own, the gateway's, or both. */
export function mountedPaths(descriptor: Pick<RouteDescriptor, 'path' | 'mount'>): string[] {
  const console = `${UI_API}${descriptor.path}`;
  if (descriptor.mount === 'api') return [descriptor.path];
  if (descriptor.mount === 'console') return [console];
  return [descriptor.path, console];
}

/** The names in a path pattern, in order. */
export function pathParamNames(path: string): string[] {
  const names: string[] = [];
  for (const segment of path.split('/')) {
    for (const match of segment.matchAll(/:([A-Za-z0-9_]+)/g)) names.push(match[1] as string);
    if (segment.endsWith('*')) names.push('*');
  }
  return names;
}

/**
 * Fills a pattern: each `:name` takes its value encoded, a trailing `*` takes a path whose
 * segments are encoded one by one so its slashes stay.
 */
export function fillPath(path: string, params: Record<string, string>): string {
  return path
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(paramValue(params, name)))
    .replace(/\*$/, () => paramValue(params, '*').split('/').map(encodeURIComponent).join('/'));
}

function paramValue(params: Record<string, string>, name: string): string {
  const value = params[name];
  if (value === undefined) throw new Error(`missing path parameter '${name}'`);
  return value;
}

type ParamsArgument<Path extends string> = keyof PathParams<Path> extends never ? [] : [params: PathParams<Path>];

/** Where a client calls it: the path itself, filled. */
export function apiUrl<Path extends string>(
  descriptor: RouteDescriptor<Path, RouteTypes>,
  ...params: ParamsArgument<Path>
): string {
  if (descriptor.mount === 'console') throw new Error(`${descriptor.path} is served to the console only`);
  return fillPath(descriptor.path, (params[0] ?? {}) as Record<string, string>);
}

/** Where the console calls it: under the gateway, filled. */
export function consoleUrl<Path extends string>(
  descriptor: RouteDescriptor<Path, RouteTypes>,
  ...params: ParamsArgument<Path>
): string {
  if (descriptor.mount === 'api') throw new Error(`${descriptor.path} is not served to the console`);
  return `${UI_API}${fillPath(descriptor.path, (params[0] ?? {}) as Record<string, string>)}`;
}
