import { DEFAULT_SECURITY_CONFIG } from '@arca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Invalid } from '../../lib/errors.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SecurityConfigService } from './security-config.service.ts';
import { SettingsRepository } from './settings.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('password policy message', () => {
  it("R26.22 refuses a password against the policy with 'Password does not match the password policy'", async () => {
    const settings = new SettingsRepository(t.database.db);
    await settings.put('security', { passwordPolicy: { ...DEFAULT_SECURITY_CONFIG.passwordPolicy, minLength: 12 } });
    const service = new SecurityConfigService(settings);
    const refusal = await service.assertPasswordAllowed('Short-Pass1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Invalid);
    expect((refusal as Invalid).message).toBe('Password does not match the password policy');
    await expect(service.assertPasswordAllowed('A-Longer-Pass-12')).resolves.toBeUndefined();
  });
});
