import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MICROFRONTEND_MANIFEST, type MicrofrontendManifest } from '@arca/contract';
import type { FastifyBaseLogger } from 'fastify';
import { checkedManifest, isMicrofrontendName } from './microfrontend-rules.ts';

/** A micro-frontend build the server ships: its manifest and the folder its files are served from. */
export interface BundledMicrofrontend {
  manifest: MicrofrontendManifest;
  dist: string;
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

async function readBundled(dir: string, folder: string): Promise<BundledMicrofrontend | { problem: string }> {
  const dist = join(dir, folder, 'dist');
  let text: string;
  try {
    text = await readFile(join(dist, MICROFRONTEND_MANIFEST), 'utf8');
  } catch (error) {
    return { problem: `The manifest cannot be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: 'The manifest is not valid JSON' };
  }
  const checked = checkedManifest(folder, parsed);
  if ('problem' in checked) return checked;
  if (!(await isFile(join(dist, checked.manifest.entry)))) {
    return { problem: `The entry '${checked.manifest.entry}' is not in the build` };
  }
  return { manifest: checked.manifest, dist };
}

/**
 * The builds under `<dir>/<name>/dist/`. A folder without a build (sources only) is passed over;
 * a broken build is logged and skipped, so one bad manifest never stops the server.
 */
export async function findBundled(dir: string, log: FastifyBaseLogger): Promise<BundledMicrofrontend[]> {
  const folders = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: BundledMicrofrontend[] = [];
  for (const folder of folders
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()) {
    if (!(await isFile(join(dir, folder, 'dist', MICROFRONTEND_MANIFEST)))) continue;
    const bundled = isMicrofrontendName(folder)
      ? await readBundled(dir, folder)
      : { problem: `'${folder}' is not a micro-frontend name` };
    if ('problem' in bundled) {
      log.warn({ microfrontend: folder }, `bundled micro-frontend '${folder}' skipped: ${bundled.problem}`);
    } else {
      found.push(bundled);
    }
  }
  return found;
}
