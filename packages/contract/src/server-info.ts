import { route } from './routes/route.ts';

/** Subscription tiers a server reports in its server info (shell.md §3, R2.23). */
export const subscriptionTierTypes = [
  'enterprise_team',
  'enterprise_xray_team',
  'pro',
  'pro_xray',
  'pro_team',
  'pro_team_auth_providers',
  'free',
  'free_xray',
] as const;

export type SubscriptionTierType = (typeof subscriptionTierTypes)[number];

export function isSubscriptionTierType(value: string): value is SubscriptionTierType {
  return (subscriptionTierTypes as readonly string[]).includes(value);
}

/** `GET /system/serverInfo` (R2.22): which server this is and what it is licensed for. */
export interface ServerInfo {
  /** Generated once per installation and kept across restarts. */
  serverId: string;
  platformId: string;
  subscriptionTierType: SubscriptionTierType;
}

export const serverInfoSchema = {
  type: 'object',
  required: ['serverId', 'platformId', 'subscriptionTierType'],
  properties: {
    serverId: { type: 'string' },
    platformId: { type: 'string' },
    subscriptionTierType: { type: 'string', enum: subscriptionTierTypes },
  },
} as const;

export const serverInfoRoutes = {
  serverInfo: route<{ reply: ServerInfo }>()({
    method: 'GET',
    path: '/system/serverInfo',
    mount: 'console',
    access: 'anyone',
    tag: 'System',
    summary: "The server's id, platform id and subscription tier; signed in unless anonymous access is on",
    responses: { 200: serverInfoSchema },
  }),
} as const;
