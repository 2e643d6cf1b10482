import { legacySecurityMessages } from '@arca/contract';
import { Invalid, NotFound } from '../../lib/errors.ts';

/**
 * Settings of Artifactory's user and group JSON that Arca has no room for (Xray roles, locked
 * profiles, disabled internal passwords) are taken at their one value and refused at the other, so a
 * script or a Terraform plan never believes a restriction holds that does not.
 */
export function refuseUnsupportedSettings(body: object, fixed: Readonly<Record<string, boolean>>): void {
  const given = body as Record<string, unknown>;
  for (const [field, value] of Object.entries(fixed)) {
    const asked = given[field];
    if (typeof asked === 'boolean' && asked !== value)
      throw new Invalid(legacySecurityMessages.unsupportedSetting(field, asked));
  }
}

/** The answer, or undefined when what was asked for does not exist: create-or-replace calls branch on it. */
export async function orUndefinedWhenMissing<T>(lookup: Promise<T>): Promise<T | undefined> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof NotFound) return undefined;
    throw error;
  }
}
