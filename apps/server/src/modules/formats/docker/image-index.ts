import type { IndexedFile, IndexedLayer, VersionEntry } from '../../packages/package-index.ts';
import { type Manifest, MEDIA_TYPES } from './manifests.ts';

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An image config's history, without the entries that made no layer, matched to the layers in order. */
function layersOf(manifest: Manifest & { kind: 'image' }, config: Json | undefined): IndexedLayer[] {
  const history = (Array.isArray(config?.history) ? config.history : [])
    .map(asObject)
    .filter((entry): entry is Json => entry !== undefined && entry.empty_layer !== true);
  return manifest.layers.map((layer, index) => {
    const entry = history[index];
    return {
      digest: layer.digest,
      size: layer.size,
      command: text(entry?.created_by) ?? null,
      created: text(entry?.created) ?? null,
    };
  });
}

/** The parts of an image config the package browser shows, without its history and layer ids. */
function configSummary(config: Json | undefined): Json {
  const inner = asObject(config?.config);
  return {
    architecture: config?.architecture,
    os: config?.os,
    created: config?.created,
    author: config?.author,
    labels: inner?.Labels ?? undefined,
  };
}

/**
 * What the package index records for a pushed tag (ADR 005): a docker version of the image with
 * its layers, or, when the config is a Helm chart's, a helm version named and described by the chart.
 */
export function versionEntry(input: {
  image: string;
  tag: string;
  digest: string;
  manifest: Manifest;
  /** The parsed config blob of an image manifest. */
  config: Json | undefined;
  manifestItemId: number;
  blobItemIds: readonly number[];
  /** A Helm chart's README.md. */
  readme?: string | null;
}): VersionEntry {
  const { manifest, config } = input;
  const files: IndexedFile[] = [
    {
      itemId: input.manifestItemId,
      lead: true,
      metadata: {
        digest: input.digest,
        mediaType: manifest.mediaType,
        ...(manifest.kind === 'image'
          ? { config: manifest.config.mediaType === MEDIA_TYPES.helmConfig ? config : configSummary(config) }
          : { manifests: manifest.manifests.map(({ digest, platform }) => ({ digest, platform })) }),
      },
    },
    ...input.blobItemIds.map((itemId) => ({ itemId })),
  ];
  if (manifest.kind === 'image' && manifest.config.mediaType === MEDIA_TYPES.helmConfig) {
    const keywords = Array.isArray(config?.keywords) ? config.keywords : [];
    return {
      packageType: 'helm',
      name: text(config?.name) ?? input.image.split('/').pop() ?? input.image,
      version: text(config?.version) ?? input.tag,
      description: text(config?.description) ?? null,
      tags: keywords.filter((keyword): keyword is string => typeof keyword === 'string'),
      readme: input.readme ?? null,
      files,
    };
  }
  const labels = asObject(asObject(config?.config)?.Labels);
  const licenses = text(labels?.['org.opencontainers.image.licenses']);
  return {
    packageType: 'docker',
    name: input.image,
    version: input.tag,
    description: text(labels?.['org.opencontainers.image.description']) ?? null,
    ...(licenses ? { licenses: [{ name: licenses, source: 'org.opencontainers.image.licenses' }] } : {}),
    files,
    ...(manifest.kind === 'image' ? { layers: layersOf(manifest, config) } : {}),
  };
}
