import { artifactPaths, CSRF_HEADER, CSRF_HEADER_VALUE, REQUEST_ID_HEADER } from '@arca/contract';
import { type ApiError, normalizeError } from '../../../shared/http/index.ts';
import { applyFailureRules } from '../../../shared/http/request-rules.ts';
import type { ArtifactLocation } from '../artifact-location.ts';

/**
 * These answers move the visitor (to login, the blocked page) or change who they are, as they do
 * for any other call; every other refusal is the deploy's to report.
 */
const SESSION_RULES: readonly number[] = [401, 406, 420, 333];

/** How one upload ended, when it did not succeed. */
export type UploadFailure = { kind: 'cancelled' } | { kind: 'failed'; error: ApiError };

export interface RunningUpload {
  /** Resolves when the server took the file; rejects with an UploadFailure. */
  done: Promise<void>;
  abort: () => void;
}

function parsedBody(xhr: XMLHttpRequest): unknown {
  const type = xhr.getResponseHeader('content-type') ?? '';
  if (xhr.responseText === '' || type.includes('html')) return undefined;
  if (!type.includes('json')) return xhr.responseText;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return xhr.responseText;
  }
}

/**
 * `PUT /artifactory/{repo}/{path}` with the file as the body. XMLHttpRequest rather than fetch,
 * because only it reports upload progress. The session cookie goes along (same origin), and
 * X-Requested-With, without which the server refuses a cookie-authenticated write.
 */
export function uploadArtifact(
  target: ArtifactLocation,
  file: File,
  onProgress: (percentage: number) => void,
): RunningUpload {
  const url = artifactPaths.deploy(target.repoKey, target.path);
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve();
        return;
      }
      const refusal = normalizeError({
        status: xhr.status,
        body: parsedBody(xhr),
        requestId: xhr.getResponseHeader(REQUEST_ID_HEADER),
      });
      const error = SESSION_RULES.includes(refusal.status)
        ? applyFailureRules(refusal, { method: 'PUT', path: url, priority: 'high', rememberMe: false, location: null })
        : refusal;
      reject({ kind: 'failed', error } satisfies UploadFailure);
    });
    xhr.addEventListener('error', () => reject({ kind: 'failed', error: normalizeError({}) } satisfies UploadFailure));
    xhr.addEventListener('abort', () => reject({ kind: 'cancelled' } satisfies UploadFailure));
  });
  xhr.open('PUT', url);
  xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
  xhr.send(file);
  return { done, abort: () => xhr.abort() };
}

export function isUploadFailure(value: unknown): value is UploadFailure {
  return typeof value === 'object' && value !== null && 'kind' in value;
}
