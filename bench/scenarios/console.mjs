// The console in Chromium against the built console served by Arca: how much JavaScript, in bytes
// as sent (compressed), the login route and the packages route load, and how long it takes from clicking Packages in the
// sidebar until the first package row is on screen, with the search scenario's catalogue seeded
// (100 000 packages at scale 1; ARCA_BENCH_SCALE seeds a fraction).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { median } from '../lib/stats.mjs';
import { startArca } from '../support/arca.mjs';
import { seedCatalogue } from '../support/search-catalogue.mjs';
import { benchScale } from './search.mjs';

export const title = 'Console: JavaScript per route and navigation to the package list';

const ROOT = new URL('../../', import.meta.url).pathname;
const CONSOLE_INDEX = join(ROOT, 'apps/console/dist/index.html');
const PASSWORD = 'Bench-Passw0rd!';
const LOGIN_KB = 150;
const PACKAGES_KB = 350;
const NAVIGATION_MS = 500;
/** The screen the navigation starts from: a light page of the same shell, not the package list. */
const START_ROUTE = '/ui/builds';
/** As e2e/support/browser.ts and shared/reference/stack-probe.md §2 launch it. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const FIRST_ROW = 'section[aria-label="Packages"] tr.ant-table-row';

/** Builds the console when it has not been built: Arca serves apps/console/dist. */
function ensureBuiltConsole(log) {
  if (existsSync(CONSOLE_INDEX)) return 'found built';
  log('building the console (npm run build -w apps/console)');
  execFileSync('npm', ['run', 'build', '-w', 'apps/console'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return 'built by the scenario';
}

/**
 * Every same-origin JavaScript response a page receives while `load` runs, once per URL, with its
 * bytes as sent over the wire (the encoded body Chromium received), decoded, and gzipped by zlib's
 * default level 6 (as Vite's build report counts it) for comparison.
 */
async function scriptsLoaded(page, origin, load) {
  const bodies = new Map();
  const pending = [];
  const encodings = new Set();
  const onResponse = (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!url.startsWith(origin) || !type.includes('javascript') || bodies.has(url)) return;
    bodies.set(url, undefined);
    encodings.add(response.headers()['content-encoding'] ?? 'none');
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => {
        bodies.set(url, { body, sent: sizes.responseBodySize });
      }),
    );
  };
  page.on('response', onResponse);
  try {
    await load();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  } finally {
    page.off('response', onResponse);
  }
  let raw = 0;
  let gzip = 0;
  let sent = 0;
  const sizes = [];
  for (const [url, file] of bodies) {
    raw += file.body.length;
    gzip += gzipSync(file.body).length;
    sent += file.sent;
    sizes.push({ name: new URL(url).pathname.split('/').pop(), sent: file.sent });
  }
  const biggest = sizes.sort((a, b) => b.sent - a.sent).slice(0, 4);
  return { files: bodies.size, raw, gzip, sent, biggest, encodings: [...encodings] };
}

/** Milliseconds from the click on the sidebar's Packages entry until the first row is painted. */
async function navigate(page) {
  await page.evaluate((selector) => {
    const bench = {};
    window.__bench = bench;
    document.addEventListener(
      'click',
      (event) => {
        bench.click ??= event.timeStamp;
      },
      true,
    );
    const observer = new MutationObserver(() => {
      if (bench.click === undefined || location.pathname !== '/ui/packages') return;
      const row = document.querySelector(selector);
      if (!row || row.getBoundingClientRect().height === 0) return;
      observer.disconnect();
      bench.inDom = performance.now();
      // The frame after the row is in the document is the one that shows it.
      requestAnimationFrame(() => setTimeout(() => (bench.painted = performance.now()), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, FIRST_ROW);
  await page.locator('[data-testid="app-sidebar"] a[href="/ui/packages"]').click();
  await page.waitForFunction(() => window.__bench.painted !== undefined, undefined, { timeout: 30_000 });
  return page.evaluate(() => {
    const { click, painted } = window.__bench;
    const queries = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/mds/packages') && entry.startTime >= click);
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .filter((entry) => entry.startTime >= click);
    const last = (entries, field) => Math.max(...entries.map((entry) => entry[field] - click), 0);
    return {
      total: painted - click,
      scriptsDone: last(scripts, 'responseEnd'),
      queriesSent: queries.length ? Math.min(...queries.map((entry) => entry.startTime - click)) : Number.NaN,
      queriesDone: last(queries, 'responseEnd'),
      queries: queries.length,
    };
  });
}

export async function run({ runs, log, scratch, ...options }) {
  const scale = benchScale(options);
  const built = ensureBuiltConsole(log);
  const builtAt = statSync(CONSOLE_INDEX).mtime.toISOString();
  const committedAt = execFileSync(
    'git',
    ['-C', ROOT, 'log', '-1', '--format=%cI', '--', 'apps/console', 'packages/ui', 'packages/contract'],
    { encoding: 'utf8' },
  ).trim();
  const stale = new Date(builtAt) < new Date(committedAt);
  if (stale)
    log(
      `the built console (${builtAt}) is older than the last commit to its sources (${committedAt}): run npm run build`,
    );
  const dataDir = join(scratch, 'console-data');
  mkdirSync(dataDir);
  const env = { ARCA_SKIP_ONBOARDING: 'true' };
  log(`seeding the package catalogue at scale ${scale} (SQLite)`);
  const seeded = await seedCatalogue({ dataDir, scale, password: PASSWORD, env });
  log(`${seeded.packages} packages, ${seeded.versions} versions seeded in ${seeded.seconds.toFixed(0)} s`);

  const login = [];
  const packages = [];
  const navigation = [];
  const breakdown = [];
  let encodings = new Set();
  let files = {};
  const arca = await startArca(PASSWORD, { dataDir, env });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const origin = arca.baseUrl;
    const newContext = (storageState) =>
      browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 }, storageState });

    for (let i = 0; i < runs; i++) {
      // The login route in a browser that has never seen the console; then logging in there.
      const anonymous = await newContext();
      let storageState;
      try {
        const page = await anonymous.newPage();
        const loginJs = await scriptsLoaded(page, origin, async () => {
          await page.goto('/ui/login');
          await page.getByTestId('login-form').waitFor();
        });
        login.push(loginJs.sent / 1000);
        await page.getByTestId('login-user').fill('admin');
        await page.getByTestId('login-password').fill(PASSWORD);
        await page.getByTestId('login-submit').click();
        await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
        storageState = await anonymous.storageState();
        encodings = new Set([...encodings, ...loginJs.encodings]);
        files.login = loginJs;
      } finally {
        await anonymous.close();
      }

      // The packages route opened directly with a session, in a browser with an empty cache.
      const direct = await newContext(storageState);
      try {
        const page = await direct.newPage();
        const packagesJs = await scriptsLoaded(page, origin, async () => {
          await page.goto('/ui/packages');
          await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
        });
        packages.push(packagesJs.sent / 1000);
        encodings = new Set([...encodings, ...packagesJs.encodings]);
        files.packages = packagesJs;
      } finally {
        await direct.close();
      }

      // From another screen of a fresh session (the package list's code not yet loaded) to the list.
      const session = await newContext(storageState);
      try {
        const page = await session.newPage();
        await page.goto(START_ROUTE);
        await page.getByTestId('app-sidebar').waitFor();
        await page.waitForLoadState('networkidle');
        const timing = await navigate(page);
        navigation.push(timing.total);
        breakdown.push(timing);
      } finally {
        await session.close();
      }
      log(
        `run ${i + 1}/${runs}: login JS ${login.at(-1).toFixed(1)} kB, packages JS ${packages.at(-1).toFixed(1)} kB as sent, navigation ${navigation.at(-1).toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close().catch(() => undefined);
    await arca.stop();
  }

  const loginKb = median(login);
  const packagesKb = median(packages);
  const navigationMs = median(navigation);
  const part = (field) => median(breakdown.map((timing) => timing[field])).toFixed(0);
  files = Object.fromEntries(
    Object.entries(files).map(([route, f]) => [
      route,
      `${f.files} files, ${(f.sent / 1000).toFixed(1)} kB as sent, ${(f.raw / 1000).toFixed(0)} kB decoded, ${(f.gzip / 1000).toFixed(1)} kB if gzipped at level 6; biggest as sent ${f.biggest
        .map((b) => `${b.name} ${(b.sent / 1000).toFixed(1)} kB`)
        .join(', ')}`,
    ]),
  );
  return {
    figures: [
      { label: 'console JS, login route (as sent)', unit: 'kB', values: login },
      { label: 'console JS, packages route (as sent)', unit: 'kB', values: packages },
      { label: `navigation ${START_ROUTE} → first package row`, unit: 'ms', values: navigation },
    ],
    targets: [
      { label: `login route JS ≤ ${LOGIN_KB} kB as sent`, value: `${loginKb.toFixed(1)} kB`, met: loginKb <= LOGIN_KB },
      {
        label: `packages route JS ≤ ${PACKAGES_KB} kB as sent`,
        value: `${packagesKb.toFixed(1)} kB`,
        met: packagesKb <= PACKAGES_KB,
      },
      {
        label: `navigation to the first package row ≤ ${NAVIGATION_MS} ms`,
        value: `${navigationMs.toFixed(0)} ms`,
        met: navigationMs <= NAVIGATION_MS,
      },
    ],
    notes: [
      `Console ${built} (apps/console/dist, index.html written ${builtAt}${stale ? `, OLDER than the last commit to its sources (${committedAt}): run \`npm run build\` and measure again` : ''}), served by Arca on 127.0.0.1; Chromium ${browser.version()} headless (playwright-core), 1440×900, a new browser context (empty cache) for each load.`,
      `JS per route: every same-origin JavaScript response while the route loads until the network is idle — /ui/login without a session (${files.login}); /ui/packages opened directly with a session, until its first row shows (${files.packages}). Chromium offers gzip, deflate, br and zstd, and the server answered with Content-Encoding: ${[...encodings].join(', ')}; the figure is the encoded body Chromium received (its request sizes), without headers. kB = 1000 B.`,
      `Navigation: ${seeded.packages} packages / ${seeded.versions} versions on SQLite (scale ${scale}), logged in as admin (who sees the whole list without a search); from ${START_ROUTE}, loaded and idle, a click on Packages in the sidebar until the frame after the first row of the list appears (timed in the page from the click event's timestamp). Median of the runs: the list's code loaded ${part('scriptsDone')} ms after the click, the list call (POST /ui/api/v1/mds/packages) was sent at ${part('queriesSent')} ms and answered at ${part('queriesDone')} ms.`,
    ],
  };
}
