// Arca runs its TypeScript sources directly, which Node does from version 24 on. Entry points check
// it in plain JavaScript first, so an older Node prints one clear line instead of a syntax error.

/** Exits with one line when this Node is older than 24; `then` says what to run after `npm ci`. */
export function requireNode24(then) {
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 24) {
    console.error(`arca: Node 24 is needed and this is ${process.version}: run 'npm ci' first, then ${then}.`);
    process.exit(1);
  }
}
