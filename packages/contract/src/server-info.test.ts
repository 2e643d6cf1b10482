import { describe, expect, it } from 'vitest';
import { isSubscriptionTierType, type ServerInfo, serverInfoSchema, subscriptionTierTypes } from './server-info.ts';

describe('server info', () => {
  it('R2.22 has the fields serverId, platformId and subscriptionTierType', () => {
    const info: ServerInfo = { serverId: 'id', platformId: 'arca-oss', subscriptionTierType: 'free' };
    expect(Object.keys(info).sort()).toEqual(['platformId', 'serverId', 'subscriptionTierType']);
    expect([...serverInfoSchema.required].sort()).toEqual(['platformId', 'serverId', 'subscriptionTierType']);
    expect(Object.keys(serverInfoSchema.properties).sort()).toEqual(['platformId', 'serverId', 'subscriptionTierType']);
  });

  it('R2.23 knows exactly the eight subscription tier types', () => {
    expect([...subscriptionTierTypes]).toEqual([
      'enterprise_team',
      'enterprise_xray_team',
      'pro',
      'pro_xray',
      'pro_team',
      'pro_team_auth_providers',
      'free',
      'free_xray',
    ]);
    expect(serverInfoSchema.properties.subscriptionTierType.enum).toBe(subscriptionTierTypes);
  });

  it('R2.23 tells a subscription tier type from any other string', () => {
    expect(subscriptionTierTypes.every(isSubscriptionTierType)).toBe(true);
    expect(isSubscriptionTierType('enterprise')).toBe(false);
    expect(isSubscriptionTierType('FREE')).toBe(false);
  });
});
