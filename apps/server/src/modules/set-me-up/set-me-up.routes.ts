import {
  DEFAULT_TOKEN_EXPIRY_SECONDS,
  type RepositorySetMeUp,
  serverMessages,
  setMeUpRoutes,
  setMeUpSnippets,
} from '@arca/contract';
import { NotFound } from '../../lib/errors.ts';
import { handle } from '../../lib/routes.ts';
import type { Actor } from '../auth/actor.ts';
import { otpOf, type Reauthentication } from '../auth/reauthentication.ts';
import type { StoredRepository } from '../repositories/repositories.repository.ts';
import type { StorageAccess } from '../storage/index.ts';
import type { TokensService } from '../tokens/tokens.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { userApiKeyRoute } from './user-api-key.routes.ts';

/**
 * Set-me-up for one repository under /ui/api/v1/ui: the client configuration of its package type.
 * `GET` answers with placeholders; `POST …/token` takes the caller's password again (an OAuth
 * user's session stands for theirs) and the fresh code of an account with an authenticator,
 * issues an access token of the caller and puts it in the snippets, shown this once.
 */
export function setMeUpBindings(deps: {
  access: StorageAccess;
  tokens: TokensService;
  reauthentication: Reauthentication;
  baseUrl: string;
}) {
  /** A repository the caller cannot read is answered as one that does not exist. */
  async function readable(actor: Actor, repoKey: string): Promise<StoredRepository> {
    const repositories = await deps.access.readableRepositories(actor);
    const repository = repositories.find((candidate) => candidate.key === repoKey);
    if (!repository) throw new NotFound(serverMessages.repositoryNotFound(repoKey));
    return repository;
  }

  function answer(repository: StoredRepository, user: UserRow | undefined, token?: string): RepositorySetMeUp {
    return {
      repoKey: repository.key,
      packageType: repository.packageType,
      rclass: repository.rclass,
      snippets: setMeUpSnippets(repository.packageType, {
        baseUrl: deps.baseUrl,
        repoKey: repository.key,
        username: user?.name,
        token,
        hasPassword: user === undefined || user.passwordHash !== null,
      }),
      tokenIssued: token !== undefined,
    };
  }

  return [
    handle(setMeUpRoutes.repository, async (request) => {
      const repository = await readable(request.actor, request.params.repoKey);
      return answer(repository, request.actor.kind === 'user' ? request.actor.user : undefined);
    }),

    handle(setMeUpRoutes.token, async (request) => {
      // A session left open is not enough to take a credential away: the password comes again.
      // Only a whole user may: a groups-scoped token cannot mint one that grants more.
      const user = await deps.reauthentication.passwordOrProviderSession(
        request.actor,
        request.body.password,
        request.ip,
      );
      const repository = await readable(request.actor, request.params.repoKey);
      const issued = await deps.tokens.issue(
        user,
        { expiresIn: DEFAULT_TOKEN_EXPIRY_SECONDS, description: `Set Me Up: ${repository.key}` },
        { user, otp: otpOf(request.headers) },
      );
      return answer(repository, user, issued.access_token);
    }),

    // An npm token for an .npmrc (R28.141), issued the same way and named as npm login names its own.
    handle(setMeUpRoutes.npmToken, async (request, reply) => {
      const user = await deps.reauthentication.passwordOrProviderSession(
        request.actor,
        request.body.password,
        request.ip,
      );
      const issued = await deps.tokens.issue(
        user,
        { expiresIn: DEFAULT_TOKEN_EXPIRY_SECONDS, description: 'npm login' },
        { user, otp: otpOf(request.headers) },
      );
      // A credential: no cache along the way may keep it.
      reply.header('cache-control', 'no-store');
      return { token: issued.access_token };
    }),

    // The token a developer tool is set up with (R28.116), issued the same way.
    userApiKeyRoute(deps.tokens, deps.reauthentication),
  ];
}
