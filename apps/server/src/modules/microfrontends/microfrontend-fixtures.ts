import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MICROFRONTEND_MANIFEST,
  type MicrofrontendManifest,
  type MicrofrontendRegistry,
  microfrontendPaths,
} from '@arca/contract';
import type { TestApp } from '../../test/build-test-app.ts';

// Micro-frontend builds on disk, and the registry as a visitor reads it, for this module's tests.

/** No credentials at all. */
export const anonymous = {};

export const SHOP: MicrofrontendManifest = {
  name: 'shop',
  version: '1.0.0',
  entry: 'assets/main-Ab12Cd34.js',
  routes: [
    { path: '/shop', title: 'Shop' },
    { path: '/admin/shop', title: 'Shop settings', admin: true },
  ],
};

export function writeBuild(dir: string, folder: string, manifest: unknown, files: Record<string, string> = {}) {
  const dist = join(dir, folder, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, MICROFRONTEND_MANIFEST), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
}

/** A micro-frontends folder with one good build, and broken ones that must be skipped. */
export function makeMicrofrontendsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arca-mfe-'));
  writeBuild(dir, 'shop', SHOP, {
    'assets/main-Ab12Cd34.js': 'export const mount = 1;',
    'assets/style-Zz98Yy76.css': 'body{}',
    'chunk.3f9a12bc.js': 'export {};',
    'component.js': 'export {};',
    'readme.txt': 'plain',
    '.hidden': 'hidden',
  });
  writeFileSync(join(dir, 'shop', 'secret.txt'), 'SECRET beside the build');
  writeFileSync(join(dir, 'secret.txt'), 'SECRET above the builds');
  symlinkSync(join(dir, 'secret.txt'), join(dir, 'shop', 'dist', 'link.txt'));
  writeBuild(dir, 'broken', '{ not json', { 'entry.js': 'x' });
  writeBuild(dir, 'moved', { ...SHOP, name: 'elsewhere' }, { 'assets/main-Ab12Cd34.js': 'x' });
  writeBuild(dir, 'Bad_Name', { ...SHOP, name: 'Bad_Name' }, { 'assets/main-Ab12Cd34.js': 'x' });
  writeBuild(dir, 'no-entry', { ...SHOP, name: 'no-entry' });
  writeBuild(dir, 'escape', { ...SHOP, name: 'escape', entry: '../../secret.txt' });
  writeBuild(
    dir,
    'bad-route',
    { ...SHOP, name: 'bad-route', routes: [{ path: 'shop' }] },
    {
      'assets/main-Ab12Cd34.js': 'x',
    },
  );
  mkdirSync(join(dir, 'sources-only', 'src'), { recursive: true });
  return dir;
}

/** The registry as an anonymous visitor reads it. */
export async function registry(t: TestApp): Promise<MicrofrontendRegistry> {
  const res = await t.call('GET', microfrontendPaths.registry, undefined, anonymous);
  if (res.statusCode !== 200) throw new Error(`the registry answered ${res.statusCode}: ${res.body}`);
  return res.json() as MicrofrontendRegistry;
}

export const names = async (t: TestApp) => (await registry(t)).microfrontends.map((e) => e.name);
