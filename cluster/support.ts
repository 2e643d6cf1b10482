import { execFile, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** What scripts/cluster.sh exported for the cluster it started. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the cluster's tests with scripts/cluster-tests.sh`);
  return value;
}

export const cluster = {
  url: required('CLUSTER_URL'),
  dir: required('CLUSTER_DIR'),
  adminPassword: required('CLUSTER_ADMIN_PASSWORD'),
  nodePorts: required('CLUSTER_NODE_PORTS').split(' ').map(Number),
  databaseUrl: required('ARCA_TEST_DATABASE_URL'),
};

export const ROOT = new URL('..', import.meta.url).pathname;

export const adminAuth = `Basic ${Buffer.from(`admin:${cluster.adminPassword}`).toString('base64')}`;

/** A call to the cluster through its balancer, as the administrator unless other headers are given. */
export function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const json = body !== undefined && !(body instanceof Uint8Array);
  return fetch(`${cluster.url}${path}`, {
    method,
    headers: { authorization: adminAuth, ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : Buffer.from(body as Uint8Array) }),
  });
}

/** A deploy as clients send it: retried after a moment on a broken connection or a 5xx, a few times. */
export async function deployWithRetries(path: string, content: Uint8Array): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const status = await api('PUT', path, content).then(
      (res) => res.status,
      () => 0,
    );
    if ((status !== 0 && status < 500) || attempt === 5) return status;
    await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
  }
}

/** The lines each node wrote to its request log that mention `text`, by node number. */
export function requestLines(text: string): Map<number, string[]> {
  const lines = new Map<number, string[]>();
  for (const name of readdirSync(cluster.dir).filter((entry) => /^node-\d+$/.test(entry))) {
    const file = join(cluster.dir, name, 'logs', 'artifactory-request.log');
    let content = '';
    try {
      content = readFileSync(file, 'utf8');
    } catch {}
    lines.set(
      Number(name.slice('node-'.length)),
      content.split('\n').filter((line) => line.includes(text)),
    );
  }
  return lines;
}

/** One query on the cluster's database. */
export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Runs a program to its end; rejects with its output when it fails. */
export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<string>((resolve, reject) => {
    execFile(command, args, { ...options, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed (${error.message}):\n${stderr}\n${stdout}`));
      else resolve(stdout);
    });
  });
}

function nodePid(node: number): number {
  return Number(readFileSync(join(cluster.dir, `node-${node}`, 'pid'), 'utf8'));
}

/** Kills node `n` (1-based) at once, as a crash would: its process group, without a word. */
export function killNode(node: number): void {
  process.kill(-nodePid(node), 'SIGKILL');
}

/** Stops node `n` as an orchestrator does for a restart (SIGTERM), and waits until it has exited. */
export async function stopNode(node: number): Promise<void> {
  const group = nodePid(node);
  process.kill(-group, 'SIGTERM');
  for (let waited = 0; waited < 60_000; waited += 100) {
    try {
      process.kill(-group, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`node-${node} did not stop within a minute of SIGTERM`);
}

/** Starts node `n` again on its port, as scripts/cluster.sh started it, and waits until it answers. */
export async function startNode(node: number): Promise<void> {
  const port = cluster.nodePorts[node - 1];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      'bash',
      ['-c', `source scripts/cluster.sh && source "$CLUSTER_DIR/cluster.env" && start_node ${node} ${port}`],
      { cwd: ROOT, stdio: 'ignore' },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`node-${node} did not start (${code})`))));
  });
  for (let waited = 0; waited < 120_000; waited += 500) {
    const answered = await fetch(`http://127.0.0.1:${port}/artifactory/api/system/ping`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`node-${node} did not answer after starting again`);
}

/** The keys under `prefix` in the cluster's bucket. */
export async function bucketKeys(prefix: string): Promise<string[]> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    endpoint: required('ARCA_TEST_S3_ENDPOINT'),
    region: required('ARCA_TEST_S3_REGION'),
    credentials: {
      accessKeyId: required('ARCA_TEST_S3_ACCESS_KEY'),
      secretAccessKey: required('ARCA_TEST_S3_SECRET_KEY'),
    },
    forcePathStyle: true,
  });
  try {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new s3.ListObjectsV2Command({ Bucket: 'arca-cluster', Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  } finally {
    client.destroy();
  }
}
