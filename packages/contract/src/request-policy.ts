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
