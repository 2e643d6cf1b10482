import { type LicenseGate, type LicenseName, passesLicenseGate, unsupportedFeatureMessage } from '@arca/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import { Forbidden } from '../../lib/errors.ts';

/** What a gate needs of the licence service: the name of the licence in force, read on every call. */
export interface LicenseInForce {
  currentName(): Promise<LicenseName>;
}

/**
 * Refuses what the licence in force does not reach, with the text of the console's tooltip.
 * It refuses everyone alike: a licence gate is not a permission, so no role gets past it.
 */
export async function requireLicenseGate(licenses: LicenseInForce, gate: LicenseGate): Promise<void> {
  const license = await licenses.currentName();
  if (!passesLicenseGate(gate, license)) throw new Forbidden(unsupportedFeatureMessage(gate.feature, license));
}

/**
 * An `onRequest` hook for a scope of routes that belong to a gated feature: it answers before the
 * body is read or validated, so a feature the licence lacks answers 403 whatever is sent.
 */
export function licenseGateHook(licenses: LicenseInForce, gate: LicenseGate): onRequestAsyncHookHandler {
  return async () => requireLicenseGate(licenses, gate);
}
