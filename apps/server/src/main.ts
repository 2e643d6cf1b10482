// The server's entry point. Node keeps the JavaScript it strips from the TypeScript sources, and the
// code it compiles from it, in a cache (NODE_COMPILE_CACHE, or a folder in the OS temp dir), so every
// start after the first skips both: about 0.4 s of start-up. The cache must be on before the sources
// are imported, hence the dynamic import.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./serve.ts');
