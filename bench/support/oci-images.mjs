// Single-layer OCI images of fresh random bytes, built with umoci, and skopeo copies to and from a
// registry over plain HTTP: the client side of the layer pushes and pulls of the OCI and cluster
// figures.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function exec(command, args, env) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env, maxBuffer: 16 * 1024 * 1024, timeout: 300_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

async function randomFile(path, mib) {
  const out = createWriteStream(path);
  for (let i = 0; i < mib; i++) if (!out.write(randomBytes(1024 * 1024))) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/** The size of the single layer an umoci-built layout's tag `1` names. */
export function layerSize(layout) {
  const blob = (digest) => join(layout, 'blobs', 'sha256', digest.slice('sha256:'.length));
  const index = JSON.parse(readFileSync(join(layout, 'index.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(blob(index.manifests[0].digest), 'utf8'));
  if (manifest.layers.length !== 1) throw new Error(`${layout} has ${manifest.layers.length} layers, not one`);
  return manifest.layers[0].size;
}

/**
 * skopeo with its auth file and policy under `home` (the machine's own stay untouched):
 * `build(name, mib)` makes an image `oci:<home>/<name>:1` of one layer of fresh random bytes and
 * returns `{ layout, size }`; `push(layout, reference, creds)` and `pull(reference, layout, creds)`
 * copy tag `1` over plain HTTP (`creds` is `user:password`, or none for a registry without
 * authentication).
 */
export function ociClient(home) {
  const env = { PATH: process.env.PATH, HOME: home };
  const authfile = join(home, 'auth.json');
  writeFileSync(authfile, '{}');
  const skopeo = (args) => exec('skopeo', ['--insecure-policy', 'copy', '-q', '--authfile', authfile, ...args], env);
  return {
    async build(name, mib) {
      const layout = join(home, name);
      const file = join(home, `${name}.bin`);
      await randomFile(file, mib);
      await exec('umoci', ['init', '--layout', layout], env);
      await exec('umoci', ['new', '--image', `${layout}:1`], env);
      await exec('umoci', ['insert', '--rootless', '--image', `${layout}:1`, file, '/random.bin'], env);
      rmSync(file);
      return { layout, size: layerSize(layout) };
    },
    push: (layout, reference, creds) =>
      skopeo([
        '--dest-tls-verify=false',
        ...(creds ? ['--dest-creds', creds] : []),
        `oci:${layout}:1`,
        `docker://${reference}`,
      ]),
    pull: (reference, layout, creds) =>
      skopeo([
        '--src-tls-verify=false',
        ...(creds ? ['--src-creds', creds] : []),
        `docker://${reference}`,
        `oci:${layout}:1`,
      ]),
  };
}
