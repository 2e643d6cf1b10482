import { serverMessages } from '@arca/contract';
import { type PrivatePostgres, startPrivatePostgres } from '@arca/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArcaProcess, adminAuth, startArcaProcess } from './arca-process.ts';

/** Longer than the pool's 5 s connection timeout: a request may wait that long, never more. */
const REQUEST_BOUND_MS = 8_000;
/** How long the server may take to answer again once PostgreSQL accepts connections. */
const RECOVERY_MS = 10_000;

interface Outcome {
  what: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  body: string;
}

let postgres: PrivatePostgres;
let arca: ArcaProcess;

async function call(what: string, path: string, init: RequestInit = {}): Promise<Outcome> {
  const started = Date.now();
  const response = await fetch(`${arca.baseUrl}${path}`, {
    ...init,
    headers: { authorization: adminAuth, ...init.headers },
    signal: AbortSignal.timeout(REQUEST_BOUND_MS * 2),
  });
  const body = await response.text();
  return {
    what,
    status: response.status,
    ms: Date.now() - started,
    retryAfter: response.headers.get('retry-after'),
    body,
  };
}

/** Deploys, reads back and lists, each in its own loop, until told to stop; what each got is kept. */
function traffic() {
  const outcomes: Outcome[] = [];
  const deployed = new Map<string, string>();
  let running = true;
  let n = 0;
  const loop = async (step: () => Promise<void>) => {
    while (running) {
      await step();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const loops = Promise.all([
    loop(async () => {
      const path = `load/file-${++n}.txt`;
      const content = `content of ${path}`;
      const outcome = await call('deploy', `/artifactory/data/${path}`, { method: 'PUT', body: content });
      outcomes.push(outcome);
      if (outcome.status === 201) deployed.set(path, content);
    }),
    loop(async () => {
      const last = [...deployed.keys()].at(-1);
      if (last) outcomes.push(await call('read', `/artifactory/data/${last}`));
    }),
    loop(async () => {
      outcomes.push(await call('list', '/artifactory/api/storage/data/load?list&deep=1'));
      outcomes.push(await call('repositories', '/artifactory/api/repositories'));
    }),
  ]);
  return {
    outcomes,
    deployed,
    async stop() {
      running = false;
      await loops;
    },
  };
}

function expectUnavailable(outcome: Outcome) {
  expect(outcome.status, `${outcome.what}: ${outcome.body}`).toBe(503);
  expect(JSON.parse(outcome.body)).toEqual({
    errors: [{ status: 503, message: serverMessages.databaseUnavailable }],
  });
  expect(outcome.retryAfter).toBe('5');
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  arca = await startArcaProcess({ databaseUrl: postgres.databaseUrl });
  const created = await call('create', '/artifactory/api/repositories/data', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rclass: 'local', packageType: 'generic' }),
  });
  expect(created.status, created.body).toBe(200);
  const seed = await call('deploy', '/artifactory/data/load/seed.txt', { method: 'PUT', body: 'seed' });
  expect(seed.status, seed.body).toBe(201);
}, 60_000);

afterAll(async () => {
  await arca?.dispose();
  postgres?.dispose();
}, 30_000);

describe('PostgreSQL restarted under traffic', () => {
  for (const mode of ['fast', 'immediate'] as const) {
    it(`answers 503 with Retry-After while it is away (stop -m ${mode}), and recovers without a restart`, async () => {
      const load = traffic();
      await pause(800);
      const before = load.outcomes.length;
      postgres.stop(mode);
      await pause(1_500);
      const readiness = await call('readiness', '/artifactory/api/v1/system/readiness');
      const outage = load.outcomes.slice(before);
      postgres.start();
      const back = await until(
        () => call('deploy', '/artifactory/data/after-restart.txt', { method: 'PUT', body: `back after ${mode}` }),
        (outcome) => outcome.status === 201,
        RECOVERY_MS,
      );
      await pause(800);
      await load.stop();

      expect(load.outcomes.length, 'traffic ran').toBeGreaterThan(20);
      // Readiness tells a load balancer to look elsewhere; the process itself answers on.
      expectUnavailable(readiness);
      const deploysDuringOutage = outage.filter((outcome) => outcome.what === 'deploy');
      expect(deploysDuringOutage.length, 'deploys were tried while PostgreSQL was down').toBeGreaterThan(0);
      expect(deploysDuringOutage.some((outcome) => outcome.status === 503)).toBe(true);
      for (const outcome of load.outcomes) {
        expect(outcome.ms, `${outcome.what} took ${outcome.ms} ms`).toBeLessThan(REQUEST_BOUND_MS);
        if (outcome.status >= 500) expectUnavailable(outcome);
        else expect([200, 201], `${outcome.what}: ${outcome.body}`).toContain(outcome.status);
      }
      expect(back.status, back.body).toBe(201);
      expect((await call('readiness', '/artifactory/api/v1/system/readiness')).status).toBe(200);
      // Every write answered 201 is there, before, during and after the outage.
      expect(load.deployed.size).toBeGreaterThan(0);
      for (const [path, content] of load.deployed) {
        const read = await call('read', `/artifactory/data/${path}`);
        expect(read.status, path).toBe(200);
        expect(read.body).toBe(content);
      }
      const listed = await call('list', '/artifactory/api/storage/data/load?list&deep=1');
      const uris = (JSON.parse(listed.body) as { files: { uri: string }[] }).files.map((file) => file.uri);
      expect(uris).toEqual(expect.arrayContaining([...load.deployed.keys()].map((path) => `/${path.slice(5)}`)));
    }, 60_000);
  }
});
