import { execFile } from 'node:child_process';
import { join } from 'node:path';

/**
 * The real npm client in `cwd`, with `work` as its home and cache, none of the calling npm's own
 * settings, and the given options (a registry, credentials, a user config file).
 */
export function runNpm(args: string[], cwd: string, work: string, options: string[]): Promise<string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  const config = [...options, `--cache=${join(work, 'cache')}`, '--no-audit', '--no-fund', '--no-update-notifier'];
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      [...args, ...config],
      { cwd, env: { ...env, HOME: work }, timeout: 60_000 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`npm ${args.join(' ')} failed: ${stderr}`)) : resolve(stdout),
    );
  });
}
