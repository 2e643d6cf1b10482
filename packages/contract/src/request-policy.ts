import { route } from './routes/route.ts';

/**
 * `GET|PUT ui/requestPolicy` (administrators only): API requests whose User-Agent contains one of
 * these patterns, compared without regard to case, are answered 406 and the console shows its
 * blocked-request page.
 */
export interface RequestPolicy {
  blockedUserAgents: string[];
}

export const REQUEST_POLICY_LIMITS = { maxPatterns: 50, maxPatternLength: 200 } as const;

export const DEFAULT_REQUEST_POLICY: RequestPolicy = { blockedUserAgents: [] };

export const requestPolicySchema = {
  type: 'object',
  required: ['blockedUserAgents'],
  additionalProperties: false,
  properties: {
    blockedUserAgents: {
      type: 'array',
      maxItems: REQUEST_POLICY_LIMITS.maxPatterns,
      items: { type: 'string', minLength: 1, maxLength: REQUEST_POLICY_LIMITS.maxPatternLength },
    },
  },
} as const;

const tag = 'Request policy';

export const requestPolicyRoutes = {
  get: route<{ reply: RequestPolicy }>()({
    method: 'GET',
    path: '/ui/requestPolicy',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'The user agents whose API requests are refused',
    responses: { 200: requestPolicySchema },
  }),
  update: route<{ body: RequestPolicy; reply: RequestPolicy }>()({
    method: 'PUT',
    path: '/ui/requestPolicy',
    mount: 'console',
    access: 'admin',
    tag,
    summary: 'Saves the user agents whose API requests are refused',
    body: requestPolicySchema,
    responses: { 200: requestPolicySchema },
  }),
} as const;
