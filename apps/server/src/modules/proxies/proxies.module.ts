import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/encryption.ts';
import { OutboundProxies } from './outbound-proxies.ts';
import { ProxiesRepository } from './proxies.repository.ts';
import { proxiesRoutes } from './proxies.routes.ts';
import { ProxiesService, type ProxyUsers } from './proxies.service.ts';

/**
 * Outbound proxies: the admin calls, and the outbound seam remote repositories and webhooks
 * route their requests through.
 */
export function createProxies(deps: { db: Kysely<Database>; box: SecretBox; audit: Logger; usersOf: ProxyUsers }) {
  const repository = new ProxiesRepository(deps.db, deps.box);
  const service = new ProxiesService({ proxies: repository, usersOf: deps.usersOf, audit: deps.audit });
  return { service, outbound: new OutboundProxies(repository), routes: proxiesRoutes(service) };
}
