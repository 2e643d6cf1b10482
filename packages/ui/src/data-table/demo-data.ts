/** Demo data: artifacts of a busy instance, generated deterministically (a multiplicative hash scatters sizes) so the demo is stable. */
export interface DemoArtifact {
  id: string;
  name: string;
  repository: string;
  size: number;
  lastModified: string;
  isFavourite?: boolean;
}

const packages = [
  'lodash',
  '@babel/core',
  'react',
  'spring-boot-starter-web',
  'jackson-databind',
  'guava',
  'express',
  'typescript',
  'nginx',
  'postgres',
  'commons-lang3',
  'numpy',
];
const repositories = ['npm-local', 'npm-remote', 'libs-release', 'libs-snapshot', 'docker-remote', 'pypi-local'];
const extensions = ['tgz', 'tgz', 'tgz', 'jar', 'jar', 'jar', 'tgz', 'tgz', 'tar', 'tar', 'jar', 'whl'];

const DAY = 86_400_000;
const BASE_TIME = Date.UTC(2026, 10, 20);

export function generateArtifacts(count: number): DemoArtifact[] {
  return Array.from({ length: count }, (_, index) => {
    const pkg = index % packages.length;
    const major = (index * 7) % 13;
    const minor = (index * 3) % 29;
    return {
      id: `artifact-${index}`,
      name: `${packages[pkg]}-${major}.${minor}.${index % 10}.${extensions[pkg]}`,
      repository: repositories[(index * 5) % repositories.length] ?? 'npm-local',
      size: (((index * 2_654_435_761) % 4_294_967_296) % 50_000_000) + 1024,
      lastModified: new Date(BASE_TIME - ((index * 6_113) % 400) * DAY).toISOString().slice(0, 10),
    };
  });
}
