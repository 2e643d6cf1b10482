import type { IncomingHttpHeaders } from 'node:http';
import { isValidUserName, serverMessages } from '@arca/contract';
import { Unauthorized } from '../../lib/errors.ts';
import { andThen, type Eventually } from '../../lib/eventually.ts';
import type { SecurityConfigService } from '../settings/security-config.service.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';

/**
 * HTTP single sign-on: with the setting on, the user a trusted reverse proxy names in the
 * configured header is the caller. Users unknown here are created when the setting allows it.
 */
export class HttpSsoService {
  readonly #users: UsersRepository;
  readonly #security: SecurityConfigService;
  constructor(users: UsersRepository, security: SecurityConfigService) {
    this.#users = users;
    this.#security = security;
  }

  /** Whether the setting is on and the request carries its header: a caller `userFor` would name. */
  mayName(headers: IncomingHttpHeaders): Eventually<boolean> {
    return andThen(
      this.#security.current(),
      ({ httpSso }) => httpSso.enabled && headers[httpSso.headerName.toLowerCase()] !== undefined,
    );
  }

  async userFor(headers: IncomingHttpHeaders): Promise<UserRow | undefined> {
    const { httpSso } = await this.#security.current();
    if (!httpSso.enabled) return undefined;
    const raw = headers[httpSso.headerName.toLowerCase()];
    const name = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!name) return undefined;
    if (!isValidUserName(name)) throw new Unauthorized(serverMessages.unknownSsoUser(name.slice(0, 64)));
    const known = await this.#users.findByName(name);
    if (known) return known;
    if (!httpSso.autoCreateUsers) throw new Unauthorized(serverMessages.unknownSsoUser(name));
    return this.#users.insertExternal(name, '', 'http-sso');
  }
}
