import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { rcFormImports } from './build/rc-form-imports.ts';
import { shellAntdChunk } from './build/shell-antd.ts';

/** The server Vite's dev proxy forwards API calls to (`npm start` listens here by default). */
const DEV_SERVER = 'http://127.0.0.1:8082';

/**
 * Vendor code changes on library upgrades only, so it is kept apart from the app and a console
 * release does not invalidate it in browsers. The small modules the entry needs (contract, the
 * shell's own widgets, shared/) form one chunk instead of a request each. Pages stay one chunk per
 * route, and the other widgets and shared/ modules travel with the pages that use them.
 *
 * Only modules the entry needs (rolldown's `$initial` tag) join `vendor` and `shell`: a cold login
 * loads neither antd nor the antd-bound helpers of the management screens (ADR 024).
 */
const screenOnlyLibraries = [
  'echarts',
  'zrender',
  'markdown-it',
  'linkify-it',
  'mdurl',
  'uc\\.micro',
  'punycode\\.js',
  'entities',
  '@asciidoctor',
  'dompurify',
  'dayjs',
  // The micro-frontend host: only pages that mount one load it.
  'single-spa',
  // QR codes: only the second-factor enrolment draws one.
  'qrcode',
  'dijkstrajs',
];

/** Libraries many screens use; the screen-only ones above stay with their screens' chunks. */
const sharedLibraries = new RegExp(`[\\\\/]node_modules[\\\\/](?!(${screenOnlyLibraries.join('|')})[\\\\/])`);
/** What every page shares: the contract, the widgets' barrel, the console's shared/ modules. */
const sharedAppModules =
  /([\\/]packages[\\/]contract[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/](index\.ts|status-page|confirm)|[\\/]apps[\\/]console[\\/]src[\\/]shared[\\/](?!microfrontends[\\/]mount[\\/]))/;

/** antd and the libraries only antd uses. */
const antdModules = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@babel[\\/]runtime)[\\/]/;
/** How many of the console's chunks (screens) use an antd module that belongs to its core. */
const ANTD_CORE_SHARE_COUNT = 8;

const chunkGroups: CodeSplittingGroup[] = [
  // Vendor groups claim their modules first, or the shell group would pull them in as its dependencies.
  { name: 'react', priority: 30, test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  // antd's core is what the shell frame and the package list draw (the theme, the CSS-in-JS runtime,
  // the table…): every screen under the layout loads it anyway. What other screens share widely
  // (forms, tabs, dialogs) is a second chunk, and what fewer screens use (Steps, Transfer, Upload,
  // Result's illustrations…) is grouped by the screens that use it, so the layout and the package
  // list load no more of the library than they draw. Tiny groups merge into a neighbour, which keeps
  // the number of requests down.
  { name: shellAntdChunk(import.meta.dirname), priority: 21, test: antdModules },
  { name: 'antd-common', priority: 20, minShareCount: ANTD_CORE_SHARE_COUNT, test: antdModules },
  { name: 'antd-screens', priority: 19, test: antdModules, entriesAware: true, entriesAwareMergeThreshold: 10_000 },
  // Libraries only some screens use (charts, previews) stay with those screens' chunks; the other
  // libraries the entry does not need are grouped, as antd's are, by the screens that use them.
  { name: 'vendor', priority: 11, tags: ['$initial'], test: sharedLibraries },
  {
    name: 'vendor-screens',
    priority: 10,
    test: sharedLibraries,
    entriesAware: true,
    entriesAwareMergeThreshold: 10_000,
  },
  { name: 'shell', tags: ['$initial'], test: sharedAppModules },
];

export default defineConfig({
  base: '/ui/',
  plugins: [react(), rcFormImports(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks each route loads, for the size budget (scripts/console-size.mjs).
    manifest: true,
    // antd alone is ~600 kB minified (its CSS-in-JS runtime included) and grows as screens add
    // Table, Tree and Transfer; the limit sits above that so the warning means something.
    chunkSizeWarningLimit: 900,
    // Browsers that cannot preload modules still load them, only later: a polyfill for them would
    // cost every browser its bytes on the first screen.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  server: {
    proxy: {
      '/ui/api': DEV_SERVER,
      '/artifactory': DEV_SERVER,
      '/access': DEV_SERVER,
    },
  },
});
