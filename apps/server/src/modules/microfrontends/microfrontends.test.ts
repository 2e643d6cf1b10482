import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MICROFRONTEND_DEFAULT_ORDER, microfrontendPaths } from '@arca/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { BundledMicrofrontend } from './bundled-microfrontends.ts';
import { anonymous, makeMicrofrontendsDir, names, registry, SHOP, writeBuild } from './microfrontend-fixtures.ts';
import { microfrontendRuleMessages as m } from './microfrontend-rules.ts';
import { MicrofrontendsRepository } from './microfrontends.repository.ts';
import { MicrofrontendsService } from './microfrontends.service.ts';

const dana = basic('dana', 'Dana-Passw0rd!');
const messages = (res: { json(): { errors: { message: string }[] } }) => res.json().errors.map((e) => e.message);

const registration = (overrides: Record<string, unknown> = {}) => ({
  version: '2.0.0',
  url: 'https://cdn.example.com/scanner/entry.js',
  routes: [{ path: '/scanner', title: 'Scanner' }],
  ...overrides,
});

describe('the registry', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = makeMicrofrontendsDir();
    t = await buildTestApp({ ARCA_MICROFRONTENDS_DIR: dir });
    await t.createUser('dana', 'Dana-Passw0rd!');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('R9.03 lists each micro-frontend with its name and routes, each route with a path, without sign-in', async () => {
    expect(await registry(t)).toEqual({
      microfrontends: [
        {
          name: 'shop',
          version: '1.0.0',
          order: MICROFRONTEND_DEFAULT_ORDER,
          routes: [
            { path: '/shop', title: 'Shop' },
            { path: '/admin/shop', title: 'Shop settings', admin: true },
          ],
        },
      ],
    });
  });

  it('resolves a name to its entry module without sign-in, and an unknown name to 404', async () => {
    const res = await t.call('GET', microfrontendPaths.entry('shop'), undefined, anonymous);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'shop', version: '1.0.0', url: '/ui/mfe/shop/assets/main-Ab12Cd34.js' });
    const unknown = await t.call('GET', microfrontendPaths.entry('nothing'), undefined, anonymous);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ status: 404, message: m.notFound('nothing') }] });
  });

  it('skips and logs a build whose manifest is broken, misnamed, misplaced or points outside it', async () => {
    expect(await names(t)).toEqual(['shop']);
    const logs = await t.readLogs();
    for (const folder of ['broken', 'moved', 'Bad_Name', 'no-entry', 'escape', 'bad-route']) {
      expect(logs, folder).toContain(`bundled micro-frontend '${folder}' skipped`);
    }
    expect(logs).toContain(m.folder('elsewhere', 'moved'));
    expect(logs).toContain("The entry 'assets/main-Ab12Cd34.js' is not in the build");
    expect(logs).toContain(m.entry);
    expect(logs).toContain(m.routeStart('shop'));
    expect(logs).not.toContain("'sources-only' skipped");
  });

  it('lets only administrators register: 401 anonymous, 403 other users', async () => {
    const url = microfrontendPaths.entry('scanner');
    expect((await t.call('PUT', url, registration(), anonymous)).statusCode).toBe(401);
    expect((await t.call('PUT', url, registration(), dana)).statusCode).toBe(403);
    expect(await names(t)).toEqual(['shop']);
  });

  it('registers, then replaces, an entry an administrator sends; the registry lists one order by name', async () => {
    const url = microfrontendPaths.entry('scanner');
    const created = await t.call('PUT', url, registration());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      name: 'scanner',
      version: '2.0.0',
      order: MICROFRONTEND_DEFAULT_ORDER,
      routes: [{ path: '/scanner', title: 'Scanner' }],
    });
    const early = await t.call(
      'PUT',
      microfrontendPaths.entry('billing'),
      registration({ url: '/billing/entry.js', routes: [{ path: '/billing' }] }),
    );
    expect(early.statusCode).toBe(201);
    expect(await names(t)).toEqual(['billing', 'scanner', 'shop']);

    const replaced = await t.call('PUT', url, registration({ version: '2.1.0', url: 'http://10.0.0.5/entry.js' }));
    expect(replaced.statusCode).toBe(200);
    const resolved = await t.call('GET', url, undefined, anonymous);
    expect(resolved.json()).toEqual({ name: 'scanner', version: '2.1.0', url: 'http://10.0.0.5/entry.js' });
  });

  it('refuses a registration with a clear message for each rule', async () => {
    const long = (n: number) => `/${'a'.repeat(n - 1)}`;
    const cases: [string, Record<string, unknown>, string][] = [
      ['Scanner', {}, m.name('Scanner')],
      ['9lives', {}, m.name('9lives')],
      ['scanner', { version: '' }, m.version],
      ['scanner', { version: 'v'.repeat(65) }, m.version],
      ['scanner', { url: 'entry.js' }, m.url],
      ['scanner', { url: '//evil.example.com/entry.js' }, m.url],
      ['scanner', { url: '/\\evil.example.com/entry.js' }, m.url],
      ['scanner', { url: '/\t/evil.example.com/entry.js' }, m.url],
      ['scanner', { url: 'javascript:alert(1)' }, m.url],
      ['scanner', { url: 'ftp://files.example.com/entry.js' }, m.url],
      ['scanner', { routes: [] }, m.routeCount],
      ['scanner', { routes: Array.from({ length: 51 }, (_, i) => ({ path: `/r${i}` })) }, m.routeCount],
      ['scanner', { routes: [{ path: 'scanner' }] }, m.routeStart('scanner')],
      ['scanner', { routes: [{ path: '/scanner/../admin' }] }, m.routeDots('/scanner/../admin')],
      ['scanner', { routes: [{ path: '/scanner?tab=1' }] }, m.routeQuery('/scanner?tab=1')],
      ['scanner', { routes: [{ path: '/scanner#top' }] }, m.routeQuery('/scanner#top')],
      ['scanner', { routes: [{ path: long(201) }] }, m.routeLength(long(201))],
      ['scanner', { routes: [{ path: '/scanner', title: 't'.repeat(101) }] }, m.title('/scanner')],
      ['scanner', { routes: [{ path: '/scanner' }, { path: '/scanner' }] }, m.routeTwice('/scanner')],
      ['scanner', { routes: [{ path: '/scanner' }, { path: '/Scanner/' }] }, m.routeTwice('/Scanner/')],
      ['scanner', { order: -1 }, m.order],
      ['scanner', { order: 10000 }, m.order],
    ];
    for (const [name, overrides, message] of cases) {
      const res = await t.call('PUT', microfrontendPaths.entry(name), registration(overrides));
      expect(res.statusCode, message).toBe(400);
      expect(messages(res), message).toEqual([message]);
    }
    // The limits themselves are allowed.
    const edge = registration({
      version: 'v'.repeat(64),
      routes: [
        { path: long(200), title: 't'.repeat(100) },
        ...Array.from({ length: 49 }, (_, i) => ({ path: `/r${i}` })),
      ],
    });
    expect((await t.call('PUT', microfrontendPaths.entry('edge'), edge)).statusCode).toBe(201);
    const missing = await t.call('PUT', microfrontendPaths.entry('scanner'), { version: '1', url: '/x.js' });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses with 409 a route another micro-frontend renders, however its case or trailing slash is written', async () => {
    for (const path of ['/shop', '/SHOP/', '/admin/shop']) {
      const res = await t.call('PUT', microfrontendPaths.entry('rival'), registration({ routes: [{ path }] }));
      expect(res.statusCode, path).toBe(409);
      expect(messages(res)).toEqual([m.routeTaken(path, 'shop')]);
    }
    expect(await names(t)).not.toContain('rival');
    // Below another's route is a route of its own, and an entry replaced keeps its own routes.
    const below = await t.call(
      'PUT',
      microfrontendPaths.entry('rival'),
      registration({ routes: [{ path: '/shop/rival' }] }),
    );
    expect(below.statusCode).toBe(201);
    const again = await t.call(
      'PUT',
      microfrontendPaths.entry('rival'),
      registration({ version: '2.0.1', routes: [{ path: '/shop/rival' }] }),
    );
    expect(again.statusCode).toBe(200);
  });

  it('R27.20 lists entries in request order, 999 when a registration names none, and gives a shared route to the lower order', async () => {
    const operators = registration({ url: '/custom/shop.js', order: 100, routes: [{ path: '/Shop/' }] });
    expect((await t.call('PUT', microfrontendPaths.entry('zz-operator-shop'), operators)).statusCode).toBe(201);
    const late = registration({ url: '/custom/late.js', order: 5000, routes: [{ path: '/late' }] });
    expect((await t.call('PUT', microfrontendPaths.entry('aa-late'), late)).statusCode).toBe(201);
    const listed = (await registry(t)).microfrontends;
    const orders = listed.map((entry) => [entry.name, entry.order]);
    expect(orders.slice(0, 1)).toEqual([['zz-operator-shop', 100]]);
    expect(orders.at(-1)).toEqual(['aa-late', 5000]);
    expect(listed.find((entry) => entry.name === 'shop')?.order).toBe(MICROFRONTEND_DEFAULT_ORDER);
    // The edges are orders too.
    for (const order of [0, 9999]) {
      const edge = registration({ order, routes: [{ path: `/edge-${order}` }] });
      expect((await t.call('PUT', microfrontendPaths.entry(`edge-${order}`), edge)).statusCode).toBe(201);
      expect((await t.call('DELETE', microfrontendPaths.entry(`edge-${order}`))).statusCode).toBe(204);
    }
    for (const name of ['zz-operator-shop', 'aa-late']) {
      expect((await t.call('DELETE', microfrontendPaths.entry(name))).statusCode).toBe(204);
    }
  });

  it('lets one of several registrations racing for a route have it, and refuses the others with 409', async () => {
    const rivals = ['racer-a', 'racer-b', 'racer-c', 'racer-d', 'racer-e'];
    const answers = await Promise.all(
      rivals.map((name) =>
        t.call('PUT', microfrontendPaths.entry(name), registration({ routes: [{ path: '/race' }] })),
      ),
    );
    const winners = rivals.filter((_, i) => answers[i]?.statusCode === 201);
    expect(winners).toHaveLength(1);
    for (const [i, res] of answers.entries()) {
      if (rivals[i] === winners[0]) continue;
      expect(res.statusCode).toBe(409);
      expect(messages(res)).toEqual([m.routeTaken('/race', winners[0] ?? '')]);
    }
    expect((await names(t)).filter((name) => name.startsWith('racer-'))).toEqual(winners);
  });

  it('lets only administrators remove: 401 anonymous, 403 other users, 404 unknown', async () => {
    await t.call('PUT', microfrontendPaths.entry('doomed'), registration({ routes: [{ path: '/doomed' }] }));
    const url = microfrontendPaths.entry('doomed');
    expect((await t.call('DELETE', url, undefined, anonymous)).statusCode).toBe(401);
    expect((await t.call('DELETE', url, undefined, dana)).statusCode).toBe(403);
    const unknown = await t.call('DELETE', microfrontendPaths.entry('nothing'));
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown)).toEqual([m.notFound('nothing')]);
    expect(await names(t)).toContain('doomed');
  });

  it('deletes a registered entry, and only marks a bundled one removed', async () => {
    expect((await t.call('DELETE', microfrontendPaths.entry('doomed'))).statusCode).toBe(204);
    expect(await t.database.db.selectFrom('microfrontends').where('name', '=', 'doomed').selectAll().execute()).toEqual(
      [],
    );

    expect((await t.call('DELETE', microfrontendPaths.entry('shop'))).statusCode).toBe(204);
    expect(await names(t)).not.toContain('shop');
    expect((await t.call('GET', microfrontendPaths.entry('shop'), undefined, anonymous)).statusCode).toBe(404);
    expect((await t.call('DELETE', microfrontendPaths.entry('shop'))).statusCode).toBe(404);
    const row = await t.database.db
      .selectFrom('microfrontends')
      .where('name', '=', 'shop')
      .selectAll()
      .executeTakeFirst();
    expect(Number(row?.removed)).toBe(1);
    // The files stay served: the registry decides what the console mounts.
    const file = await t.server.inject({ method: 'GET', url: '/ui/mfe/shop/assets/main-Ab12Cd34.js' });
    expect(file.statusCode).toBe(200);

    // Registering it again clears the removal.
    const back = await t.call(
      'PUT',
      microfrontendPaths.entry('shop'),
      registration({ url: '/ui/mfe/shop/x.js', routes: [{ path: '/shop' }] }),
    );
    expect(back.statusCode).toBe(201);
    expect(await names(t)).toContain('shop');
  });
});

describe('the bundled builds across restarts', () => {
  let t: TestApp;
  let dir: string;
  const env = () => ({ ARCA_MICROFRONTENDS_DIR: dir });
  const restart = async () => {
    await t.stop();
    t = await buildTestApp(env(), t);
  };
  const shop = async () => (await registry(t)).microfrontends.find((e) => e.name === 'shop');
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arca-mfe-'));
    writeBuild(dir, 'shop', SHOP, { 'assets/main-Ab12Cd34.js': 'x', 'assets/main-Ef56Gh78.js': 'y' });
    t = await buildTestApp(env());
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('follows its build when the version or routes change', async () => {
    writeBuild(dir, 'shop', { ...SHOP, routes: [{ path: '/shop' }] });
    await restart();
    expect(await shop()).toEqual({ name: 'shop', version: '1.0.0', order: 999, routes: [{ path: '/shop' }] });
    writeBuild(dir, 'shop', { ...SHOP, version: '1.1.0', entry: 'assets/main-Ef56Gh78.js' });
    await restart();
    expect((await shop())?.version).toBe('1.1.0');
    const resolved = await t.call('GET', microfrontendPaths.entry('shop'), undefined, anonymous);
    expect(resolved.json()).toMatchObject({ url: '/ui/mfe/shop/assets/main-Ef56Gh78.js' });
  });

  it('stays removed across a restart until its bundled version changes', async () => {
    expect((await t.call('DELETE', microfrontendPaths.entry('shop'))).statusCode).toBe(204);
    writeBuild(dir, 'shop', { ...SHOP, version: '1.1.0', routes: [{ path: '/shop/other' }] });
    await restart();
    expect(await shop()).toBeUndefined();
    writeBuild(dir, 'shop', { ...SHOP, version: '1.2.0' });
    await restart();
    expect((await shop())?.version).toBe('1.2.0');
  });

  it('keeps an administrator’s registration over a bundled name, and removing it stays removed', async () => {
    const mine = registration({ version: '9.0.0', url: '/custom/shop.js', routes: [{ path: '/my-shop' }] });
    expect((await t.call('PUT', microfrontendPaths.entry('shop'), mine)).statusCode).toBe(200);
    writeBuild(dir, 'shop', { ...SHOP, version: '1.3.0' });
    await restart();
    expect(await shop()).toEqual({ name: 'shop', version: '9.0.0', order: 999, routes: [{ path: '/my-shop' }] });

    expect((await t.call('DELETE', microfrontendPaths.entry('shop'))).statusCode).toBe(204);
    await restart();
    expect(await shop()).toBeUndefined();
  });

  it('leaves out, and logs, a shipped build whose route another micro-frontend renders, until the route is free', async () => {
    const rival = registration({ routes: [{ path: '/shop/' }] });
    expect((await t.call('PUT', microfrontendPaths.entry('rival'), rival)).statusCode).toBe(201);
    writeBuild(dir, 'shop', { ...SHOP, version: '2.0.0' });
    await restart();
    expect((await shop())?.version).not.toBe('2.0.0');
    expect(await t.readLogs()).toContain(`bundled micro-frontend 'shop' skipped: ${m.routeTaken('/shop', 'rival')}`);

    expect((await t.call('DELETE', microfrontendPaths.entry('rival'))).statusCode).toBe(204);
    await restart();
    expect((await shop())?.version).toBe('2.0.0');
  });

  it('registers a build once when nodes start together', async () => {
    await t.database.db.deleteFrom('microfrontends').execute();
    const bundled: BundledMicrofrontend = { manifest: SHOP, dist: join(dir, 'shop', 'dist') };
    const node = () =>
      new MicrofrontendsService({
        registry: new MicrofrontendsRepository(t.database.db, t.database.dialect),
        audit: pino({ level: 'silent' }),
      });
    await Promise.all([node(), node(), node()].map((service) => service.registerBundled([bundled])));
    expect(await names(t)).toEqual(['shop']);
  });
});
