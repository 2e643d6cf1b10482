// Apart from the artifact calls (artifacts.ts): the console's paths build artifact addresses with
// it, and its entry should not carry those calls with them.

/** `repo/a/b c.txt` with each segment escaped and the slashes kept. */
export function encodeRepoPath(repoKey: string, path: string): string {
  return [repoKey, ...path.split('/').filter(Boolean)].map(encodeURIComponent).join('/');
}
