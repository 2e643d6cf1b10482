import { CSRF_HEADER, CSRF_HEADER_VALUE, specMessages } from '@arca/contract';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server.ts';
import { ApiError } from './api-error.ts';
import { download, filenameFromDisposition } from './download.ts';
import { ALL_PROJECTS, useProjectContext } from './project-context.ts';
import { configureHttp } from './request-rules.ts';

const PATH = '/ui/api/v1/test/files/report.tar.gz';
const BYTES = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0xff, 0x00, 0x7b]);

interface Saved {
  href: string;
  filename: string;
  blob: Blob | undefined;
  attached: boolean;
}

let notes: string[];
let navigations: string[];
let saved: Saved[];
let blobs: Map<string, Blob>;
let revoked: string[];

beforeEach(() => {
  notes = [];
  navigations = [];
  saved = [];
  blobs = new Map();
  revoked = [];
  configureHttp({ notify: (note) => notes.push(note.message), navigate: (to) => navigations.push(to) });
  // jsdom has neither object URLs nor downloads: record what the browser would be handed.
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({
      href: this.getAttribute('href') ?? '',
      filename: this.download,
      blob: blobs.get(this.getAttribute('href') ?? ''),
      attached: this.isConnected,
    });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  configureHttp({});
  useProjectContext.getState().selectProject(ALL_PROJECTS);
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the download did not fail');
}

describe('download', () => {
  it('saves the answer byte for byte through an <a download> with the server-given name', async () => {
    let seen: { headers: Headers; credentials: RequestCredentials; query: URLSearchParams } | undefined;
    server.use(
      http.get(PATH, ({ request: incoming }) => {
        seen = {
          headers: incoming.headers,
          credentials: incoming.credentials,
          query: new URL(incoming.url).searchParams,
        };
        return new HttpResponse(BYTES, {
          headers: {
            'content-type': 'application/gzip',
            'content-disposition': 'attachment; filename="nightly report.tar.gz"',
          },
        });
      }),
    );
    useProjectContext.getState().selectProject({ name: 'Billing', projectKey: 'billing', displayName: 'Billing' });

    await download(PATH);

    expect(seen?.headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
    expect(seen?.credentials).toBe('same-origin');
    expect(seen?.query.get('projectKey')).toBe('billing');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.filename).toBe('nightly report.tar.gz');
    expect(saved[0]?.attached).toBe(true);
    expect(new Uint8Array((await saved[0]?.blob?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(BYTES);
    expect(document.querySelector('a[download]')).toBeNull();
    await vi.waitFor(() => expect(revoked).toEqual([saved[0]?.href]));
    expect(notes).toEqual([]);
  });

  it('keeps a JSON file as the server sent it, without parsing it', async () => {
    const text = '{ "b": 1,\n  "a": [2, 3] }\n';
    server.use(http.get(PATH, () => HttpResponse.text(text, { headers: { 'content-type': 'application/json' } })));
    await download(PATH, { filename: 'settings.json' });
    expect(saved[0]?.filename).toBe('settings.json');
    expect(await saved[0]?.blob?.text()).toBe(text);
  });

  it("names the file after the path's last segment when the server gives no name", async () => {
    server.use(http.get(PATH, () => new HttpResponse(BYTES)));
    await download(PATH);
    expect(saved[0]?.filename).toBe('report.tar.gz');
  });

  it("R6.33 shows 'File cannot be downloaded' when the download fails", async () => {
    server.use(
      http.get(PATH, () => HttpResponse.json({ errors: [{ status: 500, message: 'disk' }] }, { status: 500 })),
    );
    const error = await failure(download(PATH));
    expect(error.status).toBe(500);
    expect(notes).toEqual([specMessages.fileCannotBeDownloaded]);
    expect(saved).toEqual([]);
  });

  it("R6.33 shows 'File cannot be downloaded' when no answer arrives", async () => {
    server.use(http.get(PATH, () => HttpResponse.error()));
    await failure(download(PATH));
    expect(notes).toEqual([specMessages.fileCannotBeDownloaded]);
  });

  it("R6.33 shows the caller's message instead of the default when it gives one", async () => {
    server.use(http.get(PATH, () => new HttpResponse(null, { status: 400 })));
    await failure(download(PATH, { failureMessage: 'The bundle cannot be exported' }));
    expect(notes).toEqual(['The bundle cannot be exported']);
  });

  it.each([404, 403])('R6.34 returns a %i to the caller with no message', async (status) => {
    server.use(
      http.get(PATH, () => HttpResponse.json({ errors: [{ status, message: `answer ${status}` }] }, { status })),
    );
    const error = await failure(download(PATH));
    expect(error.status).toBe(status);
    expect(error.message).toBe(`answer ${status}`);
    expect(notes).toEqual([]);
    expect(navigations).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('sends a 401 to login like any request, without the download message', async () => {
    server.use(http.get(PATH, () => new HttpResponse(null, { status: 401 })));
    const error = await failure(download(PATH));
    expect(error.status).toBe(401);
    expect(navigations).toHaveLength(1);
    expect(navigations[0]).toMatch(/^\/login\?logout=true&fromUnauthorized=true/);
    expect(notes).toEqual([]);
  });
});

describe('filenameFromDisposition', () => {
  it('prefers the encoded name, then the plain one', () => {
    expect(filenameFromDisposition('attachment; filename="a.txt"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.pdf')).toBe(
      'résumé.pdf',
    );
    expect(filenameFromDisposition('attachment; filename="a b.txt"')).toBe('a b.txt');
    expect(filenameFromDisposition('attachment; filename=plain.zip')).toBe('plain.zip');
    expect(filenameFromDisposition('attachment')).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });
});
