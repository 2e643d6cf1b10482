/** The package types whose versions show an install command (packages-and-search.md §9). */
export const installCommandPackageTypes = [
  'alpine',
  'cargo',
  'chef',
  'deb',
  'rubygems',
  'npm',
  'nuget',
  'opkg',
  'pypi',
  'rpm',
  'bower',
  'docker',
  'go',
  'puppet',
] as const;

export type InstallCommandPackageType = (typeof installCommandPackageTypes)[number];

/** How a package is installed with its own client: any version, and the one shown. */
export interface InstallCommand {
  command: string;
  commandWithVersion: string;
}

type Template = readonly [command: (name: string) => string, withVersion: (name: string, version: string) => string];

/** Each client's own syntax for installing a package and for pinning its version. */
const templates: Record<InstallCommandPackageType, Template> = {
  alpine: [(n) => `apk add ${n}`, (n, v) => `apk add ${n}=${v}`],
  cargo: [(n) => `cargo add ${n}`, (n, v) => `cargo add ${n}@${v}`],
  chef: [(n) => `knife supermarket install ${n}`, (n, v) => `knife supermarket install ${n} ${v}`],
  deb: [(n) => `apt-get install ${n}`, (n, v) => `apt-get install ${n}=${v}`],
  rubygems: [(n) => `gem install ${n}`, (n, v) => `gem install ${n} -v ${v}`],
  npm: [(n) => `npm install ${n}`, (n, v) => `npm install ${n}@${v}`],
  nuget: [(n) => `nuget install ${n}`, (n, v) => `nuget install ${n} -Version ${v}`],
  opkg: [(n) => `opkg install ${n}`, (n, v) => `opkg install ${n}=${v}`],
  pypi: [(n) => `pip install ${n}`, (n, v) => `pip install ${n}==${v}`],
  rpm: [(n) => `yum install ${n}`, (n, v) => `yum install ${n}-${v}`],
  bower: [(n) => `bower install ${n}`, (n, v) => `bower install ${n}#${v}`],
  docker: [(n) => `docker pull ${n}`, (n, v) => `docker pull ${n}:${v}`],
  go: [(n) => `go get ${n}`, (n, v) => `go get ${n}@${v}`],
  puppet: [(n) => `puppet module install ${n}`, (n, v) => `puppet module install ${n} --version ${v}`],
};

export function hasInstallCommand(packageType: string): packageType is InstallCommandPackageType {
  return (installCommandPackageTypes as readonly string[]).includes(packageType);
}

/**
 * The install command of a package version; undefined for types without one (Maven and Gradle
 * show a dependency declaration instead). `name` as the client names it: a docker image with its
 * registry and repository (`host/repo/image`).
 */
export function installCommandOf(packageType: string, name: string, version: string): InstallCommand | undefined {
  const type = packageType.toLowerCase();
  if (!hasInstallCommand(type)) return undefined;
  const [command, withVersion] = templates[type];
  return { command: command(name), commandWithVersion: withVersion(name, version) };
}
