import diagnostics from 'node:diagnostics_channel';
import { allRoutes, mountedPaths } from '@arca/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { fastifySchema } from '../lib/routes.ts';

/** The parts of a route's request schema the fuzzer generates from (JSON Schema, as the route declares it). */
export interface RouteSchema {
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  headers?: JsonSchema;
}

export type JsonSchema = { [keyword: string]: unknown };

export interface CatalogRoute {
  method: string;
  /** Fastify's pattern: `/access/api/v2/users/:name`, `/artifactory/*`. */
  url: string;
  schema: RouteSchema | undefined;
}

/**
 * Every call of the route table at every path it is served at, with the schemas the server
 * validates it by: what the fuzzer tries. A test holds the table against the routes the server
 * really registers (modules/system/api-document.test.ts).
 */
export function routeTableCatalog(): CatalogRoute[] {
  return allRoutes.flatMap((descriptor) =>
    mountedPaths(descriptor).map((url) => ({ method: descriptor.method, url, schema: fastifySchema(descriptor) })),
  );
}

const initialization = diagnostics.channel('fastify.initialization');

/**
 * Records every route of the Fastify instances created while it listens: Fastify announces each new
 * instance on its `fastify.initialization` channel before any plugin is registered, so an `onRoute`
 * hook added there sees every route the app declares, without the app knowing.
 */
export function listenForRoutes(): { routes: CatalogRoute[]; stop(): void } {
  const routes: CatalogRoute[] = [];
  const seen = new Set<string>();
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options: RouteOptions) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        const key = `${method} ${options.url}`;
        if (seen.has(key)) continue;
        seen.add(key);
        routes.push({ method, url: options.url, schema: options.schema as RouteSchema | undefined });
      }
    });
  };
  initialization.subscribe(onInstance);
  return { routes, stop: () => initialization.unsubscribe(onInstance) };
}

/** The console's pages and files are not API routes: everything under /ui/ but the gateway, and `/`. */
export function isApiRoute(route: CatalogRoute): boolean {
  if (route.url === '/' || route.url === '*') return false;
  if (route.url.startsWith('/ui/api/')) return true;
  return !route.url.startsWith('/ui');
}

/** The path parameters of a pattern, in order: `:name` ones and a trailing `*`. */
export function pathParameters(url: string): string[] {
  const names: string[] = [];
  for (const segment of url.split('/')) {
    for (const match of segment.matchAll(/:([A-Za-z0-9_]+)/g)) names.push(match[1] as string);
    if (segment.endsWith('*')) names.push('*');
  }
  return names;
}
