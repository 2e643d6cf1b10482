const ALIASES: Record<string, string> = {
  golang: 'go',
  gav: 'maven',
  deb: 'debian',
  rubygems: 'gems',
  rpm: 'yum',
  terraformmodule: 'terraform',
  terraformprovider: 'terraform',
};

/** The index's package type for a schema enum value or a typed name, aliases resolved (RPM's value is yum). */
export function indexPackageType(value: string): string {
  const lower = value.toLowerCase();
  return ALIASES[lower] ?? lower;
}
