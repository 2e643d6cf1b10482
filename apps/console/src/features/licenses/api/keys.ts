/** Query keys of the licences area. */
export const licenseKeys = {
  all: ['licenses'] as const,
  current: () => [...licenseKeys.all, 'current'] as const,
};
