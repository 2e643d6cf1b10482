import { type LicenseName, licenseGates } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { Forbidden } from '../../lib/errors.ts';
import { requireLicenseGate } from './license-gate.ts';

const inForce = (name: LicenseName) => ({ currentName: async () => name });

describe('the licence gate', () => {
  it('refuses below the gate with 403 and the tooltip text, naming the licence in force', async () => {
    for (const name of ['OSS', 'JCR', 'CONAN', 'N/A'] as const) {
      const refusal = requireLicenseGate(inForce(name), licenseGates.projects);
      await expect(refusal).rejects.toBeInstanceOf(Forbidden);
      await expect(refusal).rejects.toMatchObject({
        status: 403,
        message: `Projects is not supported in ${name} version`,
      });
    }
  });

  it('lets the gate rank and every rank above it through', async () => {
    for (const name of ['COMMERCIAL', 'COMMERCIAL_X', 'TRIAL', 'EDGE', 'ENTERPRISE', 'ENTERPRISE_PLUS'] as const) {
      await expect(requireLicenseGate(inForce(name), licenseGates.projects)).resolves.toBeUndefined();
    }
  });

  it('reads the licence on every call, so a new licence takes effect at once', async () => {
    let name: LicenseName = 'ENTERPRISE_PLUS';
    const licenses = { currentName: async () => name };
    await expect(requireLicenseGate(licenses, licenseGates.projects)).resolves.toBeUndefined();
    name = 'OSS';
    await expect(requireLicenseGate(licenses, licenseGates.projects)).rejects.toBeInstanceOf(Forbidden);
  });
});
