import { resolve } from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    // The bundled micro-frontends' entry URLs load from their sources, as the server serves their builds.
    alias: [
      {
        find: /^\/ui\/mfe\/support\/assets\/main-[\w-]+\.js$/,
        replacement: resolve(import.meta.dirname, '../../mfe/support/src/main.tsx'),
      },
      // Test micro-frontends, by entry URL and by their bare name (the loader's own-import fallback).
      {
        find: /^\/ui\/mfe\/fixtures\/([\w-]+)\.js$/,
        replacement: resolve(import.meta.dirname, 'src/test/microfrontends/$1'),
      },
      { find: /^greeter$/, replacement: resolve(import.meta.dirname, 'src/test/microfrontends/greeter.tsx') },
    ],
  },
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Whole-app renders load antd and lazy routes; a busy two-core machine needs the headroom.
    testTimeout: 15_000,
    setupFiles: ['../../packages/ui/src/test-setup.ts', 'src/test/setup.ts'],
    // Files in a worker share one window and module cache: antd loads once per worker, not once per
    // file, which makes the run several times faster. The setup files undo what a test leaves behind.
    isolate: false,
  },
});
