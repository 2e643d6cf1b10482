import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { DataChanges } from '../../db/data-changes.ts';
import type { Answer } from '../../lib/answer.ts';
import { andThen, type Eventually } from '../../lib/eventually.ts';
import type { FrontRoute } from '../../plugins/front-door.ts';
import { type Actor, actorName } from '../auth/actor.ts';
import { type ParsedArtifactUrl, parseArtifactUrl } from './artifact-path.ts';
import { type BlobStore, SMALL_BLOB_BYTES } from './blob-store.ts';
import type { DownloadCounter } from './download-counter.ts';
import type { FormatHooksRegistry } from './format-hooks.ts';
import { type Finding, FrontFindings, holdsLasting } from './front-findings.ts';
import { parseRange } from './http-range.ts';
import type { Item } from './items.repository.ts';
import type { ResolveService } from './resolve.service.ts';
import type { StorageAccess } from './storage-access.ts';

type StoredFile = Item & { sha256: string };

interface DownloadDeps {
  blobs: BlobStore;
  downloads: DownloadCounter;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function notModified(headers: IncomingHttpHeaders, sha1: string, modifiedAt: number): boolean {
  const ifNoneMatch = first(headers['if-none-match']);
  if (ifNoneMatch !== undefined)
    return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(/"/g, '') === sha1);
  const since = Date.parse(first(headers['if-modified-since']) ?? '');
  return Number.isFinite(since) && Math.floor(modifiedAt / 1000) <= Math.floor(since / 1000);
}

/**
 * A stored file's download at `/{repo}/{path}`: whole, the range asked for, 304 when the client
 * holds it, or `unsatisfiable` for a range past its end (the route answers that 416). The download
 * is counted once the whole answer has gone out.
 */
export function downloadAnswer(
  request: { method?: string | undefined; headers: IncomingHttpHeaders },
  actor: Actor,
  item: Item & { sha256: string },
  deps: DownloadDeps,
): Eventually<Answer | 'unsatisfiable'> {
  const headers: Record<string, string> = {
    'content-type': item.mimeType ?? 'application/octet-stream',
    'x-checksum-sha1': item.sha1 ?? '',
    'x-checksum-md5': item.md5 ?? '',
    'x-checksum-sha256': item.sha256,
    etag: `"${item.sha1}"`,
    'last-modified': new Date(item.modifiedAt).toUTCString(),
    'accept-ranges': 'bytes',
    'x-artifactory-filename': encodeURIComponent(item.name),
    // Served from the console's origin: never rendered as a page.
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(item.name)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': 'sandbox',
  };
  if (notModified(request.headers, item.sha1 ?? '', item.modifiedAt)) return { status: 304, headers };
  const range = parseRange(first(request.headers.range), item.size);
  if (range === 'unsatisfiable') return range;
  headers['content-length'] = String(range ? range.end - range.start + 1 : item.size);
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${item.size}`;
  const status = range ? 206 : 200;
  if (request.method === 'HEAD') return { status, headers };
  const user = actorName(actor);
  const answer = (body: Buffer | Readable): Answer => ({
    status,
    headers,
    body,
    sent: () => deps.downloads.record(item.id, user, Date.now()),
  });
  return !range && item.size <= SMALL_BLOB_BYTES
    ? andThen(deps.blobs.readSmall(item.sha256), answer)
    : answer(deps.blobs.serve(item.sha256, item.size, range));
}

/**
 * Stored files read before the framework (plugins/front-door.ts), with the same resolution and
 * authorization as the download route; folders, content a format makes up, service calls (`api`)
 * and any refusal go on to the routes. What a caller found at a path is kept while the database
 * is unchanged (FrontFindings).
 */
export function frontDownload(
  deps: DownloadDeps & {
    access: StorageAccess;
    hooks: FormatHooksRegistry;
    resolve: ResolveService;
    dataChanges: DataChanges;
  },
): FrontRoute {
  const findings = new FrontFindings<StoredFile | undefined>(deps.dataChanges);
  const find = async (actor: Actor, url: ParsedArtifactUrl): Promise<Finding<StoredFile | undefined>> => {
    const repository = await deps.access.repository(url.repoKey);
    const lasting = holdsLasting(repository);
    if (await deps.hooks.of(repository)?.read?.(actor, repository, url.path)) return { value: undefined, lasting };
    const { item } = await deps.resolve.resolveIn(actor, repository, url.path);
    return { value: item.type === 'file' && item.sha256 ? (item as StoredFile) : undefined, lasting };
  };
  return (request, actor, path) => {
    const url = parseArtifactUrl(path);
    if (url.repoKey === 'api' || url.path === '' || url.folder) return undefined;
    return andThen(
      findings.find(actor, path, () => find(actor, url)),
      (item) =>
        item &&
        andThen(downloadAnswer(request, actor, item, deps), (answer) =>
          answer === 'unsatisfiable' ? undefined : answer,
        ),
    );
  };
}
