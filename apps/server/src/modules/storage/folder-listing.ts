import type { StorageFolderInfo } from '@arca/contract';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The plain index page a GET on a folder answers, as tools that crawl repositories expect. */
export function folderListingHtml(folder: StorageFolderInfo): string {
  const title = escapeHtml(`Index of ${folder.repo}${folder.path}`);
  const links = folder.children.map((child) => {
    const name = child.uri.slice(1);
    const href = `${encodeURIComponent(name)}${child.folder ? '/' : ''}`;
    return `<a href="${href}">${escapeHtml(name)}${child.folder ? '/' : ''}</a>`;
  });
  const parent = folder.path === '/' ? [] : ['<a href="../">../</a>'];
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1><pre>${[...parent, ...links].join('\n')}</pre></body></html>
`;
}
