import fc from 'fast-check';
import { encodeText, type FuzzCase } from './fuzz-request.ts';
import {
  BODY_TRICKS,
  CONTENT_TYPES,
  HEADER_TRICKS,
  INNER_PATHS,
  invalidUtf8,
  PATH_TRICKS,
  PATH_WORDS,
  QUERY_TRICKS,
  UNICODE_TRICKS,
  WHOLE_PATHS,
} from './malformed-inputs.ts';
import { protocolCases } from './protocol-cases.ts';
import { type CatalogRoute, pathParameters } from './route-catalog.ts';
import { fromSchema, type KnownNames, propertyNames } from './schema-arbitrary.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = 'application/json';

/** A generated value as the text a URL carries: objects and arrays as their JSON. */
function text(value: unknown): string {
  return value !== null && typeof value === 'object' ? (JSON.stringify(value) ?? '') : String(value);
}

function encodeWildcard(value: unknown): string {
  return text(value)
    .split('/')
    .map((segment) => encodeText(segment))
    .join('/');
}

function fillPath(url: string, values: Record<string, string>): string {
  return url
    .replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_, name: string) => values[name] ?? 'x')
    .replace(/\*$/, values['*'] ?? '');
}

function queryString(pairs: readonly (readonly [string, string])[]): string {
  return pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`;
}

/** Repository parameters get repository names (the generic one, which holds a file, most often). */
function namesFor(parameter: string, known: KnownNames): KnownNames {
  if (!/repo/i.test(parameter)) return known;
  const repositories = known.names.filter((name) => /^fuzz-(generic|npm|pypi|docker|maven)$/.test(name));
  return { names: ['fuzz-generic', 'fuzz-generic', ...repositories] };
}

interface Parts {
  params: Record<string, string>;
  query: [string, string][];
  body: unknown;
}

function partsOf(route: CatalogRoute, known: KnownNames): fc.Arbitrary<Parts> {
  const names = pathParameters(route.url);
  const paramSchemas = (route.schema?.params?.properties ?? {}) as Record<string, Record<string, unknown>>;
  const segment = fc.oneof(fc.constantFrom(...PATH_WORDS), fc.string({ minLength: 1, maxLength: 12 }));
  // A wildcard that is the whole path names a repository first; after a `:repo` it is the path inside.
  const first = names.length === 1 ? fc.constantFrom(...known.names) : segment;
  const generated = fc
    .tuple(first, fc.array(segment, { maxLength: 4 }))
    .map(([head, rest]) => [head, ...rest].join('/'));
  const wildcard = fc.oneof(generated, {
    arbitrary: fc.constantFrom(...(names.length === 1 ? WHOLE_PATHS : INNER_PATHS)),
    weight: 2,
  });
  const params = fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        name === '*'
          ? wildcard.map(encodeWildcard)
          : fromSchema(paramSchemas[name] ?? { type: 'string', minLength: 1 }, namesFor(name, known)).map((value) =>
              encodeText(text(value)),
            ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fromSchema(route.schema?.querystring ?? { type: 'object' }).map((value) => {
    const pairs: [string, string][] = [];
    if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        for (const one of Array.isArray(item) ? item : [item]) {
          pairs.push([encodeText(key), encodeText(text(one))]);
        }
      }
    }
    return pairs;
  });
  const body = route.schema?.body ? fromSchema(route.schema.body, undefined) : fc.jsonValue({ maxDepth: 3 });
  return fc.record({ params, query, body });
}

/**
 * Requests for one route: about a third from its schema (values it should accept, names that
 * exist), a protocol-shaped body where the route has one, and the rest malformed in one part —
 * the path, the query, the body or the headers.
 */
export function casesFor(route: CatalogRoute, known: KnownNames): fc.Arbitrary<FuzzCase> {
  const hasBody = BODY_METHODS.has(route.method);
  const names = pathParameters(route.url);
  const queryNames = [...propertyNames(route.schema?.querystring), 'q'];
  const bodyNames = [...propertyNames(route.schema?.body), 'name'];
  const build = (kind: string, parts: Parts, headers: Record<string, string> = {}, payload?: string | Buffer) => {
    const request: FuzzCase = {
      kind,
      method: route.method,
      url: `${fillPath(route.url, parts.params)}${queryString(parts.query)}`,
      headers,
    };
    if (hasBody) {
      request.payload = payload ?? JSON.stringify(parts.body) ?? 'null';
      if (!('content-type' in headers)) request.headers = { 'content-type': JSON_TYPE, ...headers };
    }
    return request;
  };
  const parts = partsOf(route, known);
  const variants: fc.WeightedArbitrary<FuzzCase>[] = [
    { weight: 8, arbitrary: parts.map((p) => build('schema', p)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(parts, fc.constantFrom(...queryNames), fc.constantFrom(...QUERY_TRICKS), fc.nat(3))
        .map(([p, key, trick, shape]) => {
          const extra: [string, string][] =
            shape === 0
              ? [[key, trick]]
              : shape === 1
                ? [
                    [key, '1'],
                    [key, trick],
                  ]
                : shape === 2
                  ? [[`${key}[]`, trick]]
                  : [
                      [key, ''],
                      ['__proto__', trick],
                    ];
          return build('query', { ...p, query: [...p.query, ...extra] });
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(parts, fc.constantFrom(...HEADER_TRICKS), fc.constantFrom(...CONTENT_TYPES))
        .map(([p, headers, type]) => build('headers', p, hasBody ? { 'content-type': type, ...headers } : headers)),
    },
  ];
  if (names.length > 0) {
    variants.push({
      weight: 3,
      arbitrary: fc
        .tuple(parts, fc.constantFrom(...names), fc.constantFrom(...PATH_TRICKS), fc.constantFrom(...known.names))
        .map(([p, name, trick, first]) =>
          build('path', { ...p, params: { ...p.params, [name]: name === '*' ? `${first}/${trick}` : trick } }),
        ),
    });
  }
  if (hasBody) {
    variants.push(
      { weight: 3, arbitrary: fc.tuple(parts, BODY_TRICKS).map(([p, t]) => build(t.kind, p, {}, t.payload)) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            parts,
            fc.constantFrom(...bodyNames),
            fc.oneof(
              fc.constantFrom<unknown>({}, [], 1e308, -1, true, null, 'a'.repeat(900 * 1024)),
              fc.constantFrom(...UNICODE_TRICKS),
            ),
          )
          .map(([p, name, value]) => {
            const body = p.body && typeof p.body === 'object' && !Array.isArray(p.body) ? p.body : {};
            return build('body-field', p, {}, JSON.stringify({ ...body, [name]: value }));
          }),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(parts, fc.constantFrom(...bodyNames))
          .map(([p, n]) => build('body-utf8', p, {}, invalidUtf8(n))),
      },
    );
  }
  const protocol = protocolCases(route);
  if (protocol) variants.push({ weight: 8, arbitrary: protocol });
  if (names.length > 0 || queryNames.length > 1) {
    variants.push({
      weight: 1,
      arbitrary: fc.tuple(parts, fc.constantFrom(...UNICODE_TRICKS)).map(([p, trick]) => {
        // Well-formed text in every parameter at once; undecodable forms are the path tricks' part.
        const value = encodeText(trick.toWellFormed());
        const params = Object.fromEntries(Object.keys(p.params).map((name) => [name, value]));
        return build('unicode', { ...p, params, query: [...p.query, [queryNames[0] as string, value]] });
      }),
    });
  }
  return fc.oneof(...variants);
}
