import { errorEnvelopeSchema } from '../errors.ts';
import { isMediaResponse, type JsonSchema, mountedPaths, pathParamNames, type RouteDescriptor } from './route.ts';

/** The name the API document gives a trailing wildcard, which OpenAPI cannot name `*`. */
export const WILDCARD_PARAM = 'path';

/** `/a/:key/*` as OpenAPI writes it: `/a/{key}/{path}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, `{${WILDCARD_PARAM}}`);
}

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema };

function propertiesOf(schema: JsonSchema | undefined): [string, JsonSchema, boolean][] {
  if (!schema) return [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => [name, property, required.has(name)]);
}

function parametersOf(descriptor: RouteDescriptor): Parameter[] {
  const declared = (descriptor.params?.properties ?? {}) as Record<string, JsonSchema>;
  const path = pathParamNames(descriptor.path).map(
    (name): Parameter => ({
      name: name === '*' ? WILDCARD_PARAM : name,
      in: 'path',
      required: true,
      schema: declared[name] ?? { type: 'string' },
    }),
  );
  const query = propertiesOf(descriptor.query).map(
    ([name, schema, required]): Parameter => ({ name, in: 'query', required, schema }),
  );
  const headers = propertiesOf(descriptor.headers).map(
    ([name, schema, required]): Parameter => ({ name, in: 'header', required, schema }),
  );
  return [...path, ...query, ...headers];
}

function responsesOf(descriptor: RouteDescriptor) {
  const responses: Record<string, unknown> = {};
  for (const [declared, response] of Object.entries(descriptor.responses)) {
    // OpenAPI writes a class of codes in capitals: `5XX`.
    const status = declared.toUpperCase();
    if (isMediaResponse(response)) {
      const schema = response.schema ?? { type: 'string', format: 'binary' };
      const content = Object.fromEntries(response.media.map((media) => [media, { schema }]));
      responses[status] =
        response.media.length === 0
          ? { description: response.description }
          : { description: response.description, content };
    } else if (status === '204' || status === '304') {
      responses[status] = { description: 'No content' };
    } else {
      const description = typeof response.description === 'string' ? response.description : 'Success';
      responses[status] = { description, content: { 'application/json': { schema: response } } };
    }
  }
  // Every call may refuse with the one error envelope, unless it declares its protocol's own errors.
  responses['4XX'] ??= {
    description: 'Refused: the one error envelope',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
  };
  return responses;
}

function operationOf(id: string, descriptor: RouteDescriptor) {
  const operation: Record<string, unknown> = {
    operationId: id,
    summary: descriptor.summary,
    tags: [descriptor.tag],
    'x-arca-access': descriptor.access,
    parameters: parametersOf(descriptor),
    responses: responsesOf(descriptor),
  };
  if (descriptor.access !== 'anyone') operation.security = [{ basic: [] }, { bearer: [] }, { session: [] }];
  if (descriptor.body) {
    const media = descriptor.consumes ?? ['application/json'];
    operation.requestBody = {
      required: true,
      content: Object.fromEntries(media.map((type) => [type, { schema: descriptor.body }])),
    };
  } else if (descriptor.consumes) {
    // A file's bytes: an empty body is an empty file.
    operation.requestBody = {
      required: false,
      content: Object.fromEntries(
        descriptor.consumes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    };
  }
  return operation;
}

/**
 * The OpenAPI 3.1 document of a route table: every call at every path it is mounted at, named
 * `<area>.<call>` (and `….console` under the gateway when it is served at both).
 */
export function openApiDocument(
  table: Readonly<Record<string, Readonly<Record<string, RouteDescriptor>>>>,
  info: { version: string; serverUrl?: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [area, routes] of Object.entries(table)) {
    for (const [name, descriptor] of Object.entries(routes)) {
      mountedPaths(descriptor).forEach((mounted, index) => {
        const path = openApiPath(mounted);
        const id = index === 0 ? `${area}.${name}` : `${area}.${name}.console`;
        const entry = paths[path] ?? {};
        paths[path] = entry;
        entry[descriptor.method.toLowerCase()] = operationOf(id, descriptor);
      });
    }
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Arca',
      version: info.version,
      description: 'Every call of the Arca server, generated from its route table.',
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths: sorted,
    components: {
      schemas: { ErrorEnvelope: errorEnvelopeSchema },
      securitySchemes: {
        basic: { type: 'http', scheme: 'basic' },
        bearer: { type: 'http', scheme: 'bearer' },
        session: { type: 'apiKey', in: 'cookie', name: 'ACCESSTOKEN' },
      },
    },
  };
}
