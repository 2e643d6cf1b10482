import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  MICROFRONTEND_MANIFEST,
  type MicrofrontendManifest,
  type MicrofrontendRoute,
  SHARED_MODULES,
  SHARED_SCOPE_GLOBAL,
} from '@arca/contract';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';

const SHARED_PREFIX = '\0arca-shared:';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Reads each module the shell lends (React, the query cache) from the shell's shared scope
 * instead of bundling a copy: one React on the page, whose hooks and contexts work across both.
 * The named exports are taken from the installed package, so `import { useState } from 'react'`
 * compiles as it would against the real module.
 */
function sharedModules(packageDir: string): Plugin {
  const require = createRequire(join(packageDir, 'package.json'));
  return {
    name: 'arca-shared-modules',
    enforce: 'pre',
    resolveId(id) {
      return (SHARED_MODULES as readonly string[]).includes(id) ? `${SHARED_PREFIX}${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(SHARED_PREFIX)) return undefined;
      const name = id.slice(SHARED_PREFIX.length);
      const real = (await import(pathToFileURL(require.resolve(name)).href)) as Record<string, unknown>;
      const names = Object.keys(real).filter((key) => key !== 'default' && IDENTIFIER.test(key));
      const scope = `globalThis[${JSON.stringify(SHARED_SCOPE_GLOBAL)}]`;
      return [
        `const shared = ${scope}?.[${JSON.stringify(name)}];`,
        `if (!shared) throw new Error(${JSON.stringify(`The shell does not share ${name}`)});`,
        'export default shared.default ?? shared;',
        names.length > 0 ? `export const { ${names.join(', ')} } = shared;` : '',
      ].join('\n');
    },
  };
}

interface PackageJson {
  version: string;
  arca: { name: string; routes: MicrofrontendRoute[] };
}

/** Writes the manifest the server registers the build by: name, version, routes and entry file. */
function manifest(pkg: PackageJson): Plugin {
  return {
    name: 'arca-microfrontend-manifest',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (entry === undefined) throw new Error('The micro-frontend build has no entry chunk');
      const written: MicrofrontendManifest = {
        name: pkg.arca.name,
        version: pkg.version,
        entry: entry.fileName,
        routes: pkg.arca.routes,
      };
      this.emitFile({
        type: 'asset',
        fileName: MICROFRONTEND_MANIFEST,
        source: `${JSON.stringify(written, null, 2)}\n`,
      });
    },
  };
}

/**
 * The build of a micro-frontend: an ES module exporting the parcel lifecycle, with its own
 * chunks, relative to wherever the server serves it. Libraries the shell shares are not bundled.
 */
export function microfrontendConfig(packageDir: string): UserConfig {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageJson;
  return {
    root: packageDir,
    base: './',
    plugins: [sharedModules(packageDir), react(), manifest(pkg)],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The shell preloads nothing for us; our chunks load when our code imports them.
      modulePreload: false,
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        input: join(packageDir, 'src/main.tsx'),
        preserveEntrySignatures: 'exports-only',
        output: {
          format: 'es',
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
        },
      },
    },
  };
}
