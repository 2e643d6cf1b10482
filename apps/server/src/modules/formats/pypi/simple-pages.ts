/** The simple repository API's pages (PEP 503 HTML, PEP 691 JSON), and reading an upstream's. */

import { normalizeName } from './pypi-names.ts';

export const JSON_TYPE = 'application/vnd.pypi.simple.v1+json';
const HTML_TYPE = 'application/vnd.pypi.simple.v1+html';

/** A file of a project as a simple page lists it. */
export interface SimpleFile {
  filename: string;
  /** Where the file is, relative to the repository's `packages/` path. */
  path: string;
  sha256?: string | undefined;
  requiresPython?: string | undefined;
  /** Its core metadata at `{url}.metadata` (PEP 658), as announced: `sha256=…`, or `true` without a hash. */
  coreMetadata?: string | undefined;
}

export type PageFormat = { kind: 'html'; type: string } | { kind: 'json'; type: string };

const OFFERS: readonly (PageFormat & { names: readonly string[] })[] = [
  { kind: 'json', type: JSON_TYPE, names: [JSON_TYPE, 'application/vnd.pypi.simple.latest+json'] },
  { kind: 'html', type: HTML_TYPE, names: [HTML_TYPE, 'application/vnd.pypi.simple.latest+html'] },
  { kind: 'html', type: 'text/html; charset=utf-8', names: ['text/html'] },
];
const HTML_DEFAULT: PageFormat = { kind: 'html', type: 'text/html; charset=utf-8' };

/**
 * PEP 691's content negotiation: the offer the client values most, by q-value, the earlier of
 * equals winning; HTML when it asks for nothing we serve, as clients before PEP 691 expect.
 */
export function negotiate(accept: string | undefined): PageFormat {
  let best: { format: PageFormat; q: number; position: number } | undefined;
  let position = 0;
  for (const entry of (accept ?? '').split(',')) {
    const [media = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    position += 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const offer = OFFERS.find((candidate) => candidate.names.includes(media));
    if (offer && (!best || q > best.q || (q === best.q && position < best.position)))
      best = { format: { kind: offer.kind, type: offer.type }, q, position };
  }
  return best?.format ?? HTML_DEFAULT;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function htmlPage(title: string, links: string[]): string {
  return [
    '<!DOCTYPE html>',
    '<html>',
    '  <head>',
    '    <meta name="pypi:repository-version" content="1.0">',
    `    <title>${escapeHtml(title)}</title>`,
    '  </head>',
    '  <body>',
    `    <h1>${escapeHtml(title)}</h1>`,
    ...links.map((link) => `    ${link}<br/>`),
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/** `…/simple/`: the projects, each linking to its page. */
export function projectListPage(format: PageFormat, names: readonly string[]): string {
  if (format.kind === 'json')
    return JSON.stringify({ meta: { 'api-version': '1.0' }, projects: names.map((name) => ({ name })) });
  return htmlPage(
    'Simple index',
    names.map((name) => `<a href="${escapeHtml(encodeURIComponent(normalizeName(name)))}/">${escapeHtml(name)}</a>`),
  );
}

/** A file's URL relative to the project page, `…/simple/{project}/`, with the hash pip checks. */
function fileUrl(file: SimpleFile): string {
  const path = file.path.split('/').map(encodeURIComponent).join('/');
  return `../../packages/${path}${file.sha256 ? `#sha256=${file.sha256}` : ''}`;
}

/** PEP 714's JSON form of the announcement: the hashes by name, or `true`. */
function coreMetadataJson(announced: string): true | Record<string, string> {
  const [algorithm, hash] = announced.split('=', 2);
  return algorithm && hash ? { [algorithm]: hash } : true;
}

/** `…/simple/{project}/`: the files of every version. */
export function projectPage(format: PageFormat, name: string, files: readonly SimpleFile[]): string {
  if (format.kind === 'json') {
    return JSON.stringify({
      meta: { 'api-version': '1.0' },
      name,
      files: files.map((file) => ({
        filename: file.filename,
        url: fileUrl(file),
        hashes: file.sha256 ? { sha256: file.sha256 } : {},
        ...(file.requiresPython ? { 'requires-python': file.requiresPython } : {}),
        // PEP 714's name alone: pip 22.3 to 23.1 fail on PEP 658's `dist-info-metadata` in JSON.
        ...(file.coreMetadata ? { 'core-metadata': coreMetadataJson(file.coreMetadata) } : {}),
      })),
    });
  }
  return htmlPage(
    `Links for ${name}`,
    files.map((file) => {
      const requires = file.requiresPython ? ` data-requires-python="${escapeHtml(file.requiresPython)}"` : '';
      // PEP 714's name, and PEP 658's, which pip before 23.2 reads.
      const metadata = file.coreMetadata
        ? ` data-dist-info-metadata="${escapeHtml(file.coreMetadata)}" data-core-metadata="${escapeHtml(file.coreMetadata)}"`
        : '';
      return `<a href="${escapeHtml(fileUrl(file))}"${requires}${metadata}>${escapeHtml(file.filename)}</a>`;
    }),
  );
}

/** An anchor of an upstream's simple page, its href resolved against the page's URL. */
export interface UpstreamLink {
  text: string;
  url: URL;
  requiresPython?: string;
  coreMetadata?: string;
}

const ANCHOR = /<a\s([^>]*)>([\s\S]*?)<\/a\s*>/gi;
const ATTRIBUTE = /([a-z][a-z0-9:_-]*)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/gi;

/** The anchors of an upstream's HTML simple page (PEP 503). */
export function parseSimplePage(html: string, pageUrl: string): UpstreamLink[] {
  const links: UpstreamLink[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(ANCHOR)) {
    const values = new Map<string, string>();
    for (const [, name = '', double, single, bare] of attributes.matchAll(ATTRIBUTE))
      values.set(name.toLowerCase(), unescapeHtml(double ?? single ?? bare ?? ''));
    const href = values.get('href');
    if (!href) continue;
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    const requiresPython = values.get('data-requires-python');
    // PEP 714's name first; an upstream before it announces with PEP 658's.
    const coreMetadata = values.get('data-core-metadata') ?? values.get('data-dist-info-metadata');
    links.push({
      text: unescapeHtml(text.replace(/<[^>]*>/g, '')).trim(),
      url,
      ...(requiresPython ? { requiresPython } : {}),
      ...(coreMetadata && coreMetadata !== 'false' ? { coreMetadata } : {}),
    });
  }
  return links;
}
