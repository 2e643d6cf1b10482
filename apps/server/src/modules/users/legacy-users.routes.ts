import {
  type AccessUserDetails,
  LEGACY_FIXED_USER_SETTINGS,
  type LegacyUser,
  type LegacyUserRequest,
  legacySecurityMessages,
  legacySecurityRoutes,
} from '@arca/contract';
import { Invalid } from '../../lib/errors.ts';
import { handle } from '../../lib/routes.ts';
import type { Actor } from '../auth/actor.ts';
import { orUndefinedWhenMissing, refuseUnsupportedSettings } from './legacy-security-rules.ts';
import type { UsersService } from './users.service.ts';

/** A user in Artifactory's shape; the settings Arca has no room for at their only value. */
export function toLegacyUser(user: AccessUserDetails): LegacyUser {
  return {
    name: user.username,
    email: user.email,
    admin: user.admin,
    disableUIAccess: user.disable_ui_access,
    ...(user.last_logged_in === null ? {} : { lastLoggedIn: user.last_logged_in }),
    realm: user.realm,
    groups: user.groups,
    ...LEGACY_FIXED_USER_SETTINGS,
  };
}

/**
 * `PUT`: creates the user, or replaces the one of that name. As in Artifactory, a replaced user's
 * fields left out take their defaults; the password and the groups, when left out, stay as they are
 * (a replace that cleared them would lock the user out or drop grants by accident).
 */
async function putUser(users: UsersService, actor: Actor, name: string, body: LegacyUserRequest): Promise<void> {
  refuseUnsupportedSettings(body, LEGACY_FIXED_USER_SETTINGS);
  // The descriptor's schema requires the email of a PUT.
  const email = body.email ?? '';
  const current = await orUndefinedWhenMissing(users.get(actor, name));
  if (current) {
    await users.update(actor, current.username, {
      email,
      admin: body.admin ?? false,
      disable_ui_access: body.disableUIAccess ?? false,
      ...(body.password === undefined ? {} : { password: body.password }),
      ...(body.groups === undefined ? {} : { groups: body.groups }),
    });
    return;
  }
  if (body.password === undefined) throw new Invalid(legacySecurityMessages.passwordRequired);
  await users.create(actor, {
    username: name,
    password: body.password,
    email,
    admin: body.admin ?? false,
    disable_ui_access: body.disableUIAccess ?? false,
    ...(body.groups === undefined ? {} : { groups: body.groups }),
  });
}

/** `POST`: only the fields given change. */
async function updateUser(users: UsersService, actor: Actor, name: string, body: LegacyUserRequest): Promise<void> {
  refuseUnsupportedSettings(body, LEGACY_FIXED_USER_SETTINGS);
  await users.update(actor, name, {
    ...(body.email === undefined ? {} : { email: body.email }),
    ...(body.password === undefined ? {} : { password: body.password }),
    ...(body.admin === undefined ? {} : { admin: body.admin }),
    ...(body.disableUIAccess === undefined ? {} : { disable_ui_access: body.disableUIAccess }),
    ...(body.groups === undefined ? {} : { groups: body.groups }),
  });
}

/**
 * Artifactory's legacy user calls (`/artifactory/api/security/users`), as the Terraform provider and
 * scripts send them: the Access v2 users service behind them, so the same rules, password policy and
 * audit hold, and a password is never answered.
 */
export function legacyUsersRoutes(users: UsersService, uri: (name: string) => string) {
  return [
    handle(legacySecurityRoutes.listUsers, async (request) =>
      (await users.list(request.actor)).users.map((user) => ({
        name: user.username,
        uri: uri(user.username),
        realm: user.realm,
      })),
    ),
    handle(legacySecurityRoutes.getUser, async (request) =>
      toLegacyUser(await users.get(request.actor, request.params.name)),
    ),
    handle(legacySecurityRoutes.putUser, async (request, reply) => {
      await putUser(users, request.actor, request.params.name, request.body);
      return reply.code(201).send();
    }),
    handle(legacySecurityRoutes.updateUser, async (request, reply) => {
      await updateUser(users, request.actor, request.params.name, request.body);
      return reply.code(200).send();
    }),
    handle(legacySecurityRoutes.deleteUser, async (request, reply) => {
      await users.delete(request.actor, request.params.name);
      return reply.code(200).type('text/plain').send(legacySecurityMessages.userRemoved(request.params.name));
    }),
  ];
}
