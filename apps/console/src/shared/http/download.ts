import { specMessages } from '@arca/contract';
import { type ApiError, normalizeError, requestIdOf } from './api-error.ts';
import { buildUrl, type HttpMethod, type QueryValue, readBody, requestHeaders, requestQuery } from './client.ts';
import { applyFailureRules, httpEnvironment } from './request-rules.ts';

export interface DownloadOptions {
  method?: HttpMethod;
  /** Sent as JSON (a bulk download names its files in the body). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** The saved file's name; else the answer's Content-Disposition name, else the path's last segment. */
  filename?: string;
  /** Shown when the download fails; 'File cannot be downloaded' unless the caller has its own (R6.33). */
  failureMessage?: string;
}

/** R6.34: these answers go back to the caller, who knows what a missing or forbidden file means. */
const CALLER_HANDLES: readonly number[] = [403, 404];
/**
 * These answers move the visitor (to login, the blocked page, single sign-on) or change who they
 * are; the request layer's rules handle them as for any call, and the file message would mislead.
 */
const SESSION_RULES: readonly number[] = [401, 406, 420, 333];

/** The name in a Content-Disposition header: RFC 5987's `filename*` first, then the plain `filename`. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A badly encoded name falls through to the plain one.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name === '' ? undefined : name;
}

function lastSegment(path: string): string {
  const segments = new URL(path, window.location.origin).pathname.split('/').filter((s) => s !== '');
  const last = segments.at(-1);
  return last === undefined ? 'download' : decodeURIComponent(last);
}

/** Hands a file to the browser through a temporary `<a download>` pointing at an object URL. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click starts the download from the URL; freeing it at once can cancel that in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * Downloads a file with the headers, credentials and project query of `request`. The body is read
 * as a Blob, whatever its type, so the file is saved byte for byte and never rebuilt from JSON.
 * A failure rejects with the ApiError. A 404 or 403 is the caller's to report (R6.34); session
 * answers follow the usual rules; any other failure shows the failure message (R6.33).
 */
export async function download(path: string, options: DownloadOptions = {}): Promise<void> {
  const { method = 'GET', body, signal } = options;
  let error: ApiError;
  let location: string | null = null;
  try {
    const response = await fetch(buildUrl(path, requestQuery(options)), {
      method,
      headers: requestHeaders('*/*', body !== undefined),
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
    if (response.ok) {
      const blob = await response.blob();
      const name =
        options.filename ?? filenameFromDisposition(response.headers.get('content-disposition')) ?? lastSegment(path);
      saveFile(blob, name);
      return;
    }
    error = normalizeError({
      status: response.status,
      body: await readBody(response),
      requestId: requestIdOf(response.headers),
    });
    location = response.headers.get('location');
  } catch (cause) {
    if (signal?.aborted) throw cause;
    error = normalizeError({});
  }

  if (CALLER_HANDLES.includes(error.status)) throw error;
  if (SESSION_RULES.includes(error.status)) {
    throw applyFailureRules(error, { method, path, priority: 'high', rememberMe: false, location });
  }
  httpEnvironment().notify({ message: options.failureMessage ?? specMessages.fileCannotBeDownloaded });
  throw error;
}
