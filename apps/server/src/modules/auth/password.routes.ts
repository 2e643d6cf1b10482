import {
  type ChangePasswordRequest,
  changePasswordRequestSchema,
  errorEnvelopeSchema,
  type ForgotPasswordRequest,
  forgotPasswordRequestSchema,
  type ResetPasswordRequest,
  resetPasswordRequestSchema,
  type ValidateKeyRequest,
  validateKeyRequestSchema,
} from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import type { PasswordService } from './password.service.ts';
import { otpOf } from './reauthentication.ts';

const empty = { type: 'object', additionalProperties: false, properties: {} } as const;
const errors = { '4xx': errorEnvelopeSchema };

/** Password calls of the login screens, mounted under /ui/api/v1/ui/auth. None needs a session. */
export function passwordRoutes(passwords: PasswordService) {
  return async function register(app: FastifyInstance) {
    app.post<{ Body: ForgotPasswordRequest }>(
      '/forgotpassword',
      { schema: { body: forgotPasswordRequestSchema, response: { 200: empty, ...errors } } },
      async (request) => {
        await passwords.forgot(request.body.user, request.ip);
        return {};
      },
    );

    app.post<{ Body: ValidateKeyRequest }>(
      '/validatetoken',
      {
        schema: {
          body: validateKeyRequestSchema,
          response: {
            200: { type: 'object', required: ['user'], properties: { user: { type: 'string' } } },
            ...errors,
          },
        },
      },
      (request) => passwords.validateKey(request.body.key),
    );

    app.post<{ Body: ResetPasswordRequest; Querystring: { key: string } }>(
      '/resetpassword',
      {
        schema: {
          body: resetPasswordRequestSchema,
          querystring: {
            type: 'object',
            required: ['key'],
            properties: { key: { type: 'string', minLength: 1, maxLength: 200 } },
          },
          response: { 200: empty, ...errors },
        },
      },
      async (request) => {
        await passwords.reset(request.query.key, request.body.user, request.body.password);
        return {};
      },
    );

    app.post<{ Body: ChangePasswordRequest }>(
      '/changePassword',
      { schema: { body: changePasswordRequestSchema, response: { 200: empty, ...errors } } },
      async (request) => {
        await passwords.change(request.body, request.ip, otpOf(request.headers));
        return {};
      },
    );
  };
}
