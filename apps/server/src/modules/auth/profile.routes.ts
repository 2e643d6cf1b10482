import {
  accessTokenResponseSchema,
  errorEnvelopeSchema,
  type IdentifyTokenRequest,
  type SetMeUpData,
  serverMessages,
  type UserProfile,
  type UserProfileRequest,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { Forbidden, NotFound, Unauthorized } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import type { TokensService } from '../tokens/tokens.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { requireUser } from './actor.ts';

const errors = { '4xx': errorEnvelopeSchema };

/** The user's own calls under /ui/api/v1/ui: set-me-up data, re-authentication, identity tokens. */
export function profileRoutes(deps: { tokens: TokensService; users: UsersRepository; baseUrl: string }) {
  return async function register(app: FastifyInstance) {
    app.get('/setMeUp', async (): Promise<SetMeUpData> => ({ baseUrl: deps.baseUrl }));

    app.post<{ Body: UserProfileRequest }>(
      '/userProfile',
      {
        schema: {
          body: {
            type: 'object',
            required: ['password'],
            properties: { password: { type: 'string', maxLength: 1024 } },
          },
          ...errors,
        },
      },
      async (request): Promise<UserProfile> => {
        const user = requireUser(request.actor);
        // Re-authentication: a session alone is not enough to see or change the profile.
        if (!user.passwordHash || !(await verifyPassword(user.passwordHash, request.body.password))) {
          throw new Unauthorized(serverMessages.wrongPassword);
        }
        return { name: user.name, email: user.email, admin: user.admin, mfaEnrolled: user.mfaSecret !== null };
      },
    );

    app.post<{ Params: { name: string }; Body: IdentifyTokenRequest }>(
      '/userIdentifyToken/:name',
      {
        schema: {
          params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 64 } } },
          body: {
            type: 'object',
            required: ['expiresIn'],
            properties: { expiresIn: { type: 'integer', minimum: 0, maximum: 10 * 365 * 24 * 3600 } },
          },
          response: { 200: accessTokenResponseSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request.actor);
        const isSelf = caller.name.toLowerCase() === request.params.name.toLowerCase();
        if (!isSelf && !caller.admin) throw new Forbidden(serverMessages.tokenForOthers);
        const owner = isSelf ? caller : await deps.users.findByName(request.params.name);
        if (!owner) throw new NotFound(serverMessages.userNotFound(request.params.name));
        return deps.tokens.issue(owner, { expiresIn: request.body.expiresIn, description: 'Identity token' });
      },
    );
  };
}
