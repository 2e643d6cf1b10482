import type { BuildInfo } from '@arca/contract';

/** The parts of a published build info the pages show; everything else stays in the raw JSON tab. */
export interface BuildModuleFile {
  name: string;
  type: string;
  /** The file's checksum as the build gave it: SHA-1 when given, else SHA-256 (builds may send either). */
  checksum?: BuildFileChecksum;
  path?: string;
  scopes?: string[];
}

export interface BuildFileChecksum {
  algorithm: 'SHA-1' | 'SHA-256';
  value: string;
}

export interface BuildModule {
  id: string;
  artifacts: BuildModuleFile[];
  dependencies: BuildModuleFile[];
}

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function checksumOf(file: Json): BuildFileChecksum | undefined {
  if (text(file.sha1)) return { algorithm: 'SHA-1', value: text(file.sha1) };
  if (text(file.sha256)) return { algorithm: 'SHA-256', value: text(file.sha256) };
  return undefined;
}

function filesOf(value: unknown, nameField: 'name' | 'id'): BuildModuleFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const file = asObject(entry);
    if (!file) return [];
    const scopes = Array.isArray(file.scopes) ? file.scopes.map(text).filter(Boolean) : undefined;
    const checksum = checksumOf(file);
    return [
      {
        name: text(file[nameField]) || text(file.name) || text(file.id),
        type: text(file.type),
        ...(checksum ? { checksum } : {}),
        ...(text(file.path) ? { path: text(file.path) } : {}),
        ...(scopes && scopes.length > 0 ? { scopes } : {}),
      },
    ];
  });
}

/** The modules of a build info: artifacts by name, dependencies by id (as build info names them). */
export function modulesOf(info: BuildInfo): BuildModule[] {
  if (!Array.isArray(info.modules)) return [];
  return info.modules.flatMap((entry) => {
    const module = asObject(entry);
    if (!module) return [];
    return [
      {
        id: text(module.id) || '(unnamed module)',
        artifacts: filesOf(module.artifacts, 'name'),
        dependencies: filesOf(module.dependencies, 'id'),
      },
    ];
  });
}

/** A name and version pair of build info (`agent`, `buildAgent`) as one line, or undefined. */
export function agentOf(value: unknown): string | undefined {
  const agent = asObject(value);
  const line = [text(agent?.name), text(agent?.version)].filter(Boolean).join(' ');
  return line || undefined;
}

/** The first VCS entry's revision, branch and URL, as build info carries them. */
export function vcsOf(info: BuildInfo): { revision?: string; branch?: string; url?: string } | undefined {
  const first = Array.isArray(info.vcs) ? asObject(info.vcs[0]) : undefined;
  if (!first) return undefined;
  const fields = { revision: text(first.revision), branch: text(first.branch), url: text(first.url) };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as {
    revision?: string;
    branch?: string;
    url?: string;
  };
}

/** Build properties (environment and system properties the CI recorded), sorted by key. */
export function propertiesOf(info: BuildInfo): { key: string; value: string }[] {
  const properties = asObject(info.properties) ?? {};
  return Object.entries(properties)
    .map(([key, value]) => ({ key, value: text(value) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** How long the build ran, when it says: `durationMillis` as minutes and seconds. */
export function durationOf(info: BuildInfo): string | undefined {
  const millis = typeof info.durationMillis === 'number' ? info.durationMillis : undefined;
  if (millis === undefined || millis < 0) return undefined;
  const seconds = Math.round(millis / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
