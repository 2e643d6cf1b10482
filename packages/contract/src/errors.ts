/** The error body of every API answer: `{"errors":[{"status":<int>,"message":"…"}]}`. */
export interface ApiErrorItem {
  status: number;
  message: string;
  /** A machine-readable reason where the client acts on it (see authErrorCodes). */
  code?: string;
}

export interface ErrorEnvelope {
  errors: ApiErrorItem[];
}

export function errorEnvelope(status: number, message: string, code?: string): ErrorEnvelope {
  return { errors: [code ? { status, message, code } : { status, message }] };
}

export const errorEnvelopeSchema = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['status', 'message'],
        properties: { status: { type: 'integer' }, message: { type: 'string' }, code: { type: 'string' } },
      },
    },
  },
} as const;
