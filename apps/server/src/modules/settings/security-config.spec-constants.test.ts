import { DEFAULT_SECURITY_CONFIG } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { Invalid } from '../../lib/errors.ts';
import { SecurityConfigService } from './security-config.service.ts';
import type { SettingsRepository } from './settings.repository.ts';

/** The service over settings held in memory, whose policy asks for at least `minLength` characters. */
function serviceWithMinLength(minLength: number): SecurityConfigService {
  const stored = { passwordPolicy: { ...DEFAULT_SECURITY_CONFIG.passwordPolicy, minLength } };
  const settings = { get: async () => stored } as unknown as SettingsRepository;
  return new SecurityConfigService(settings);
}

describe('password policy message', () => {
  it("R26.22 refuses a password against the policy with 'Password does not match the password policy'", async () => {
    const service = serviceWithMinLength(12);
    const refusal = await service.assertPasswordAllowed('Short-Pass1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Invalid);
    expect((refusal as Invalid).message).toBe('Password does not match the password policy');
    await expect(service.assertPasswordAllowed('A-Longer-Pass-12')).resolves.toBeUndefined();
  });
});
