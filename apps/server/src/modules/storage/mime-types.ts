/** Content types of the files package clients fetch; anything else is served as bytes. */
const BY_EXTENSION: Record<string, string> = {
  jar: 'application/java-archive',
  war: 'application/java-archive',
  ear: 'application/java-archive',
  pom: 'application/x-maven-pom+xml',
  xml: 'application/xml',
  json: 'application/json',
  txt: 'text/plain',
  md: 'text/markdown',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'application/javascript',
  yaml: 'application/x-yaml',
  yml: 'application/x-yaml',
  properties: 'text/plain',
  sha1: 'text/plain',
  sha256: 'text/plain',
  md5: 'text/plain',
  asc: 'text/plain',
  zip: 'application/zip',
  whl: 'application/zip',
  nupkg: 'application/zip',
  tgz: 'application/x-gzip',
  gz: 'application/x-gzip',
  tar: 'application/x-tar',
  bz2: 'application/x-bzip2',
  xz: 'application/x-xz',
  rpm: 'application/x-rpm',
  deb: 'application/x-debian-package',
  gem: 'application/octet-stream',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export function mimeTypeOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return BY_EXTENSION[extension] ?? 'application/octet-stream';
}
