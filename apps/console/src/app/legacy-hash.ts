/**
 * Guard 8 (shell.md §4): addresses from the hash-routed console of old keep working. A build link
 * `#/builds/<name>/<number>` becomes `/builds/<name>/<number>?jenkinsRedirect=true` (R3.15); an
 * artifact-browse link `#/artifacts/browse/tree/<view>/<repo>/<path>` becomes
 * `/repos/tree/<view>/<repo>/<path>` (R3.16). The hash never reaches the server or the router's
 * loaders, so the rewrite happens once, before the router starts.
 */
export function legacyHashTarget(hash: string): string | undefined {
  if (!hash.startsWith('#/')) return undefined;
  const [path = '', query = ''] = hash.slice(1).split('?', 2);
  if (path.startsWith('/builds/') || path === '/builds') {
    const search = new URLSearchParams(query);
    search.set('jenkinsRedirect', 'true');
    return `${path}?${search.toString()}`;
  }
  const browse = path.match(/^\/artifacts\/browse(?:\/(.*))?$/);
  if (browse) return `/repos${browse[1] ? `/${browse[1]}` : ''}${query ? `?${query}` : ''}`;
  return undefined;
}
