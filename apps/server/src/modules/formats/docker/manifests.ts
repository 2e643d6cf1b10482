import { manifestInvalid } from './oci-errors.ts';
import { isDigest } from './oci-paths.ts';

export const MEDIA_TYPES = {
  ociManifest: 'application/vnd.oci.image.manifest.v1+json',
  ociIndex: 'application/vnd.oci.image.index.v1+json',
  dockerManifest: 'application/vnd.docker.distribution.manifest.v2+json',
  dockerList: 'application/vnd.docker.distribution.manifest.list.v2+json',
  helmConfig: 'application/vnd.cncf.helm.config.v1+json',
  helmChart: 'application/vnd.cncf.helm.chart.content.v1.tar+gzip',
} as const;

const IMAGE_TYPES = new Set<string>([MEDIA_TYPES.ociManifest, MEDIA_TYPES.dockerManifest]);
const INDEX_TYPES = new Set<string>([MEDIA_TYPES.ociIndex, MEDIA_TYPES.dockerList]);
export const MANIFEST_TYPES: readonly string[] = [...IMAGE_TYPES, ...INDEX_TYPES];
/**
 * Layers that are not distributed: clients fetch them from their `urls` (the OCI image spec's
 * non-distributable types, and Docker's foreign layers), so a registry neither needs nor serves them.
 */
const NONDISTRIBUTABLE =
  /^application\/vnd\.(?:oci\.image\.layer\.nondistributable\.|docker\.image\.rootfs\.foreign\.)/;
export const isNondistributable = (layer: Descriptor) => NONDISTRIBUTABLE.test(layer.mediaType);

/** The largest manifest accepted; the spec asks registries to take at least 4 MiB. */
export const MANIFEST_LIMIT = 4 * 1024 * 1024;

export interface Descriptor {
  mediaType: string;
  digest: string;
  size: number;
  artifactType?: string;
  annotations?: Record<string, string>;
  platform?: { architecture?: string; os?: string; variant?: string };
  urls?: string[];
}

interface Common {
  mediaType: string;
  subject?: Descriptor;
  artifactType?: string;
  annotations?: Record<string, string>;
}
export type Manifest =
  | (Common & { kind: 'image'; config: Descriptor; layers: Descriptor[] })
  | (Common & { kind: 'index'; manifests: Descriptor[] });

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function descriptor(value: unknown, where: string): Descriptor {
  const object = asObject(value);
  const { mediaType, digest, size } = object ?? {};
  if (typeof mediaType !== 'string' || typeof digest !== 'string' || !isDigest(digest))
    throw manifestInvalid(`${where} is not a descriptor with a mediaType and a digest`);
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
    throw manifestInvalid(`${where} has no valid size`);
  // The fields read here are checked; the rest travels on as the client wrote it, as registries keep it.
  return object as unknown as Descriptor;
}

function descriptors(value: unknown, where: string): Descriptor[] {
  if (!Array.isArray(value)) throw manifestInvalid(`${where} must be a list`);
  return value.map((entry, index) => descriptor(entry, `${where}[${index}]`));
}

/** Reads a manifest as pushed: its media type from the body, else from the Content-Type header. */
export function parseManifest(body: Buffer, contentType: string | undefined): Manifest {
  let document: Json | undefined;
  try {
    document = asObject(JSON.parse(body.toString('utf8')));
  } catch {
    document = undefined;
  }
  if (!document) throw manifestInvalid('the manifest is not a JSON object');
  if (document.schemaVersion !== 2) throw manifestInvalid('only schemaVersion 2 manifests are accepted');
  const declared = typeof document.mediaType === 'string' ? document.mediaType : undefined;
  const header = contentType?.split(';')[0]?.trim();
  const mediaType = declared ?? header ?? '';
  if (declared && header && MANIFEST_TYPES.includes(header) && header !== declared)
    throw manifestInvalid(`the Content-Type ${header} does not match the manifest's mediaType ${declared}`);
  const common: Common = { mediaType };
  if (document.subject !== undefined) common.subject = descriptor(document.subject, 'subject');
  if (typeof document.artifactType === 'string') common.artifactType = document.artifactType;
  const annotations = asObject(document.annotations);
  if (annotations) common.annotations = annotations as Record<string, string>;
  if (IMAGE_TYPES.has(mediaType))
    return {
      ...common,
      kind: 'image',
      config: descriptor(document.config, 'config'),
      layers: descriptors(document.layers, 'layers'),
    };
  if (INDEX_TYPES.has(mediaType))
    return { ...common, kind: 'index', manifests: descriptors(document.manifests, 'manifests') };
  throw manifestInvalid(`unsupported manifest media type "${mediaType}"`);
}
