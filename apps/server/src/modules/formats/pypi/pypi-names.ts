/** The Python packaging rules a repository applies to what it is given: names, versions, file names. */

/** PEP 503: names compare with runs of `-`, `_` and `.` folded to one `-`, case-insensitively. */
export function normalizeName(name: string): string {
  return name.replace(/[-_.]+/g, '-').toLowerCase();
}

/** PEP 508's name rule. */
const NAME = /^([A-Z0-9]|[A-Z0-9][A-Z0-9._-]*[A-Z0-9])$/i;

export function isValidName(name: string): boolean {
  return NAME.test(name);
}

/** PEP 440's version grammar, as `packaging.version` accepts it (leading `v`, separators and case are free). */
const VERSION =
  /^\s*v?(?:(?:[0-9]+!)?[0-9]+(?:\.[0-9]+)*(?:[-_.]?(?:alpha|a|beta|b|preview|pre|c|rc)[-_.]?[0-9]*)?(?:-[0-9]+|[-_.]?(?:post|rev|r)[-_.]?[0-9]*)?(?:[-_.]?dev[-_.]?[0-9]*)?)(?:\+[a-z0-9]+(?:[-_.][a-z0-9]+)*)?\s*$/i;

export function isValidVersion(version: string): boolean {
  return VERSION.test(version);
}

/** What PyPI accepts as a distribution: an sdist, a wheel or an egg. */
const DISTRIBUTION = /\.(tar\.gz|zip|whl|egg|tar\.bz2|tar\.xz|tgz|tar)$/;

/** Why a file name cannot be a distribution of `name`; undefined when it can. */
export function fileNameProblem(name: string, filename: string): string | undefined {
  if (filename === '' || /[/\\\0]/.test(filename) || filename.startsWith('.') || !DISTRIBUTION.test(filename))
    return 'Invalid distribution file.';
  // sdists and wheels start with the project's name, in whichever spelling the build tool chose.
  if (!normalizeName(filename).startsWith(`${normalizeName(name)}-`))
    return `Start filename for '${name}' with '${name.replace(/[-.]+/g, '_')}'.`;
  return undefined;
}

/** Where a local repository keeps a project's file, Artifactory's layout: `{name}/{version}/{filename}`. */
export function storagePath(name: string, version: string, filename: string): string {
  return `${normalizeName(name)}/${version}/${filename}`;
}

const WHEEL_OR_EGG = /\.(whl|egg)$/;
const SDIST = /\.(tar\.gz|zip|tar\.bz2|tar\.xz|tgz|tar)$/;

/**
 * The project and version a distribution's file name states: a wheel's or egg's are its first two
 * dash-separated fields, an sdist's the name before its last dash and the version after it.
 */
export function distributionOf(filename: string): { name: string; version: string } | undefined {
  let name: string | undefined;
  let version: string | undefined;
  if (WHEEL_OR_EGG.test(filename)) [name, version] = filename.replace(WHEEL_OR_EGG, '').split('-');
  else if (SDIST.test(filename)) {
    const stem = filename.replace(SDIST, '');
    const dash = stem.lastIndexOf('-');
    if (dash > 0) [name, version] = [stem.slice(0, dash), stem.slice(dash + 1)];
  }
  return name && version && isValidName(name) && isValidVersion(version) ? { name, version } : undefined;
}
