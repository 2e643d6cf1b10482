/** Lead files whose archive may carry a readme (packages-and-search.md §5). */
export const readmeLeadFileExtensions = [
  'tgz',
  'gz',
  'zip',
  'jar',
  'war',
  'nupkg',
  'crate',
  'apk',
  'whl',
  'egg',
  'mod',
] as const;

function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a version with this lead file can show a readme (R10.39); the README tab opens first for these. */
export function supportsReadme(leadFilePath: string): boolean {
  return (readmeLeadFileExtensions as readonly string[]).includes(extensionOf(leadFilePath));
}

/**
 * Package types whose version is a folder of files rather than one file (§9, open point O42):
 * a Maven, Ivy or Gradle version's pom, jar and sources; a docker tag's manifest and layers; a
 * conan recipe's revision. Their location and "show in tree" point at the lead file's folder.
 */
export const specialHandlingPackageTypes = ['maven', 'ivy', 'gradle', 'docker', 'conan'] as const;

export function needsSpecialHandling(packageType: string): boolean {
  return (specialHandlingPackageTypes as readonly string[]).includes(packageType.toLowerCase());
}

/** Where a version lives in its repository: its lead file, or that file's folder for the types above. */
export function versionLocationOf(packageType: string, leadFilePath: string): string {
  if (!needsSpecialHandling(packageType)) return leadFilePath;
  const slash = leadFilePath.lastIndexOf('/');
  return slash < 0 ? '' : leadFilePath.slice(0, slash);
}

/** The file a version is downloaded as: a Go module's `.mod` lead file stands for its `.zip` (R10.57). */
export function downloadPathOf(packageType: string, leadFilePath: string): string {
  if (packageType.toLowerCase() === 'go' && leadFilePath.endsWith('.mod')) return `${leadFilePath.slice(0, -4)}.zip`;
  return leadFilePath;
}
