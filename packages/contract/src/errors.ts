/** The error body of every API answer: `{"errors":[{"status":<int>,"message":"…"}]}`. */
export interface ApiErrorItem {
  status: number;
  message: string;
}

export interface ErrorEnvelope {
  errors: ApiErrorItem[];
}

export function errorEnvelope(status: number, message: string): ErrorEnvelope {
  return { errors: [{ status, message }] };
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
        properties: { status: { type: 'integer' }, message: { type: 'string' } },
      },
    },
  },
} as const;
