import type { StorageFolderInfo } from '@arca/contract';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The headers of a folder listing. The page is made of names package authors chose, served from
 * the console's origin, so it gets the policy of the files it lists and stricter: a sandbox with no
 * allowance (no script, no form, an origin of its own) that loads nothing. Its links still work.
 */
export const FOLDER_LISTING_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

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
