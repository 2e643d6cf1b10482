/** Placeholder until the screen is built. */
export function RepositoryEditorPage() {
  return null;
}
