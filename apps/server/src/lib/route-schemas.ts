import { errorEnvelopeSchema } from '@arca/contract';

/** Every client error answers in the one envelope. */
export const errorResponses = { '4xx': errorEnvelopeSchema } as const;
