import { apiDocumentRoutes, apiUrl, openApiDocument, routeTable } from '@arca/contract';
import { handle } from '../../lib/routes.ts';

type Operation = { summary: string; tags: string[]; 'x-arca-access': string };
type ApiDocument = ReturnType<typeof openApiDocument>;

const html = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const ACCESS_TEXT: Record<string, string> = {
  anyone: 'anyone',
  user: 'signed in',
  'whole-user': 'signed in, not a scoped token',
  admin: 'administrators',
};

/** The document as a page: each area's calls in a table, read without scripts. */
export function apiDocumentPage(document: ApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(operations)) {
      const operation = value as Operation;
      const tag = operation.tags[0] ?? 'Other';
      const row = `<tr><td class="m">${method.toUpperCase()}</td><td><code>${html(path)}</code></td><td>${html(
        operation.summary,
      )}</td><td>${html(ACCESS_TEXT[operation['x-arca-access']] ?? operation['x-arca-access'])}</td></tr>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, rows]) =>
        `<section><h2>${html(tag)}</h2><table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Who may call it</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`,
    );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Arca API ${html(document.info.version)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:24px;color:#1f2328}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:32px 0 8px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #e5e7eb;vertical-align:top}
th{font-weight:600;color:#57606a;font-size:12px;text-transform:uppercase}
td.m{font:600 12px ui-monospace,monospace;width:70px}code{font:13px ui-monospace,monospace;word-break:break-all}
</style></head><body><h1>Arca API ${html(document.info.version)}</h1>
<p>Every call of this server. The same document as OpenAPI 3.1: <a href="${apiUrl(apiDocumentRoutes.openApi)}">${apiUrl(apiDocumentRoutes.openApi)}</a>.</p>
${sections.join('\n')}</body></html>`;
}

/** `GET /artifactory/api/openapi.json` and its page, both built once from the route table. */
export function apiDocumentRoutesOf(version: string) {
  const document = openApiDocument(routeTable, { version });
  const page = apiDocumentPage(document);
  return [
    handle(apiDocumentRoutes.openApi, () => document),
    handle(apiDocumentRoutes.page, (_request, reply) => reply.type('text/html; charset=utf-8').send(page)),
  ];
}
