/**
 * PyPI's JSON API (`…/pypi/{project}/json`, `…/pypi/{project}/{version}/json`), as pypi.org answers
 * it: `info` from the release's core metadata, `releases` with every version's files, `urls` with
 * the release's own, each file with its digests and upload time.
 */
import { metadataFields } from './core-metadata.ts';

/** A file of a release as the index holds it. */
export interface ReleaseFile {
  filename: string;
  /** Where the file is, relative to the repository's `packages/` path. */
  path: string;
  size: number;
  sha256: string | null;
  uploaded: number;
  /** What its upload recorded: filetype, pyversion, requires_python, requires_dist… */
  metadata: Record<string, unknown>;
}

export interface Release {
  version: string;
  files: ReleaseFile[];
}

export interface ProjectJsonInput {
  /** The project's normalized name, used where the release's metadata does not state it. */
  project: string;
  /** In upload order; the last is the project's current release. */
  releases: Release[];
  /** The release `info` and `urls` describe. */
  release: Release;
  /** That release's core metadata, when one of its files has it. */
  coreMetadata: string | undefined;
  /** `{origin}/artifactory/api/pypi/{repo}`. */
  repositoryUrl: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** pypi.org's `upload_time`: UTC without a zone, to the second. */
const uploadTime = (time: number) => new Date(time).toISOString().slice(0, 19);

function fileJson(file: ReleaseFile, repositoryUrl: string) {
  const path = file.path.split('/').map(encodeURIComponent).join('/');
  return {
    filename: file.filename,
    url: `${repositoryUrl}/packages/${path}`,
    packagetype: text(file.metadata.filetype) ?? (file.filename.endsWith('.whl') ? 'bdist_wheel' : 'sdist'),
    python_version: text(file.metadata.pyversion) ?? (file.filename.endsWith('.whl') ? null : 'source'),
    requires_python: text(file.metadata.requires_python),
    size: file.size,
    digests: file.sha256 ? { sha256: file.sha256 } : {},
    upload_time: uploadTime(file.uploaded),
    upload_time_iso_8601: new Date(file.uploaded).toISOString(),
    has_sig: false,
    comment_text: '',
    yanked: false,
    yanked_reason: null,
  };
}

/** The `info` of a release: its core metadata's fields, else what its files' uploads recorded. */
function infoJson({ project, release, coreMetadata, repositoryUrl }: ProjectJsonInput) {
  const fields = metadataFields(coreMetadata ?? '');
  const field = (name: string) => fields.get(name)?.[0] ?? null;
  const recorded = release.files.map((file) => file.metadata);
  const requiresDist =
    fields.get('requires-dist') ??
    (recorded.find((metadata) => Array.isArray(metadata.requires_dist))?.requires_dist as string[] | undefined);
  const projectUrls = Object.fromEntries(
    (fields.get('project-url') ?? []).map(
      (entry) => entry.split(',', 2).map((part) => part.trim()) as [string, string],
    ),
  );
  const name = field('name') ?? project;
  const projectUrl = `${repositoryUrl}/pypi/${encodeURIComponent(project)}`;
  return {
    name,
    version: release.version,
    summary: field('summary'),
    description: coreMetadata
      ? coreMetadata
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n\n') || field('description')
      : null,
    description_content_type: field('description-content-type'),
    keywords: field('keywords'),
    license: field('license-expression') ?? field('license'),
    author: field('author'),
    author_email: field('author-email'),
    maintainer: field('maintainer'),
    maintainer_email: field('maintainer-email'),
    home_page: field('home-page'),
    classifiers: fields.get('classifier') ?? [],
    platform: field('platform'),
    requires_dist: requiresDist ?? null,
    requires_python:
      field('requires-python') ?? recorded.map((metadata) => text(metadata.requires_python)).find(Boolean) ?? null,
    project_urls: Object.keys(projectUrls).length > 0 ? projectUrls : null,
    package_url: `${projectUrl}/`,
    project_url: `${projectUrl}/`,
    release_url: `${projectUrl}/${encodeURIComponent(release.version)}/`,
    yanked: false,
    yanked_reason: null,
  };
}

/** The project's answer lists every release; a version's, as pypi.org's, its own files alone. */
export function projectJson(input: ProjectJsonInput, { withReleases }: { withReleases: boolean }) {
  const files = (release: Release) => release.files.map((file) => fileJson(file, input.repositoryUrl));
  return {
    info: infoJson(input),
    last_serial: 0,
    ...(withReleases
      ? { releases: Object.fromEntries(input.releases.map((release) => [release.version, files(release)])) }
      : {}),
    urls: files(input.release),
    vulnerabilities: [],
  };
}
