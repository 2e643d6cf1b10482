import { apiDocumentRoutes, apiUrl, openApiDocument, routeTable } from '@arca/contract';
import { handle } from '../../lib/routes.ts';

type Operation = { operationId: string; summary: string; tags: string[]; 'x-arca-access': string };
type ApiDocument = ReturnType<typeof openApiDocument>;

const html = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const ACCESS_TEXT: Record<string, string> = {
  anyone: 'anyone',
  user: 'signed in',
  'whole-user': 'signed in, not a scoped token',
  admin: 'administrators',
};

/** One call: the paths it is served at (its own, the console gateway's) share a row. */
interface Call {
  method: string;
  paths: string[];
  operation: Operation;
}

/** The calls of the document by tag, a call served at two mounts once. */
function callsByTag(document: ApiDocument): Map<string, Call[]> {
  const calls = new Map<string, Call>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(operations)) {
      const operation = value as Operation;
      const id = operation.operationId.replace(/\.console$/, '');
      const call = calls.get(id) ?? { method: method.toUpperCase(), paths: [], operation };
      call.paths.push(path);
      calls.set(id, call);
    }
  }
  const byTag = new Map<string, Call[]>();
  for (const call of calls.values()) {
    const tag = call.operation.tags[0] ?? 'Other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), call]);
  }
  return new Map([...byTag.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

const anchorOf = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function rowOf({ method, paths, operation }: Call): string {
  const access = ACCESS_TEXT[operation['x-arca-access']] ?? operation['x-arca-access'];
  const served = paths.map((path) => `<code>${html(path)}</code>`).join('<br>');
  return `<tr><td><span class="m ${method.toLowerCase()}">${method}</span></td><td>${served}</td><td>${html(operation.summary)}</td><td>${html(access)}</td></tr>`;
}

/** The document as a page: each area's calls in a table, read without scripts. */
export function apiDocumentPage(document: ApiDocument): string {
  const byTag = callsByTag(document);
  const contents = [...byTag.keys()].map((tag) => `<a href="#${anchorOf(tag)}">${html(tag)}</a>`).join('');
  const sections = [...byTag.entries()].map(
    ([tag, calls]) =>
      `<section id="${anchorOf(tag)}"><h2>${html(tag)}</h2><table><colgroup><col class="c1"><col class="c2"><col class="c3"><col class="c4"></colgroup><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Who may call it</th></tr></thead><tbody>${calls.map(rowOf).join('')}</tbody></table></section>`,
  );
  const json = apiUrl(apiDocumentRoutes.openApi);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Arca API ${html(document.info.version)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:24px 32px;color:#1f2328}
h1{font-size:24px;margin:0 0 4px}h2{font-size:17px;margin:36px 0 8px}p{color:#57606a;margin:4px 0}
nav{display:flex;flex-wrap:wrap;gap:6px 8px;margin:16px 0 0}nav a{padding:2px 10px;border:1px solid #d0d7de;border-radius:12px;color:#1f2328;text-decoration:none;font-size:13px}
nav a:hover{background:#f6f8fa}a{color:#0969da}
table{border-collapse:collapse;width:100%;table-layout:fixed}th,td{text-align:left;padding:7px 10px;border-bottom:1px solid #e5e7eb;vertical-align:top}
col.c1{width:84px}col.c2{width:38%}col.c4{width:150px}
th{font-weight:600;color:#57606a;font-size:12px;text-transform:uppercase;letter-spacing:.02em}
code{font:13px/1.5 ui-monospace,monospace;word-break:break-all}
.m{display:inline-block;min-width:56px;text-align:center;border-radius:4px;padding:1px 0;font:600 11px/18px ui-monospace,monospace;color:#fff;background:#6e7781}
.get,.head{background:#0969da}.post{background:#1a7f37}.put,.patch{background:#9a6700}.delete{background:#cf222e}
</style></head><body><h1>Arca API ${html(document.info.version)}</h1>
<p>Every call of this server, by area. A call the console also makes is served a second time under <code>/ui/api/v1</code>.
Calls open to anyone still check what the caller may read or change.</p>
<p>The same as an OpenAPI 3.1 document: <a href="${json}">${json}</a></p>
<nav>${contents}</nav>
${sections.join('\n')}</body></html>`;
}

/**
 * `GET /artifactory/api/openapi.json` and its page, built from the route table on the first request
 * for them and kept: most servers are never asked, and building both at start cost every start
 * about 13 ms (measured: 11 ms the document, 2 ms the page) and the heap about 2 MB.
 */
export function apiDocumentRoutesOf(version: string) {
  let document: ApiDocument | undefined;
  let page: string | undefined;
  const documentOf = () => {
    document ??= openApiDocument(routeTable, { version });
    return document;
  };
  return [
    handle(apiDocumentRoutes.openApi, () => documentOf()),
    handle(apiDocumentRoutes.page, (_request, reply) => {
      page ??= apiDocumentPage(documentOf());
      return reply.type('text/html; charset=utf-8').send(page);
    }),
  ];
}
