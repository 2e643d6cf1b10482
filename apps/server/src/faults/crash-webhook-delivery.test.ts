import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type TestReceiver } from '../modules/webhooks/test-receiver.ts';
import { type ArcaProcess, startArcaProcess } from './arca-process.ts';
import { api, createRepository, eventually, queryDatabase } from './crash-helpers.ts';

const REPO = 'events';
/** The job runner's lanes: as many deliveries as this are in flight at once. */
const LANES = 4;

let arca: ArcaProcess;
let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startReceiver({ status: 200 });
  arca = await startArcaProcess();
});
afterAll(async () => {
  await arca?.dispose();
  await receiver?.close();
});

async function deploy(name: string) {
  const res = await api(arca, 'PUT', `/artifactory/${REPO}/${name}`, `content of ${name}`);
  expect(res.status, await res.text()).toBe(201);
}

async function jobCounts(): Promise<Record<string, number>> {
  const rows = await queryDatabase<{ status: string; n: number | string }>(
    arca,
    'select status, count(*) as n from jobs group by status',
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** What the receiver got: per delivery id, the file the event names and how often it came. */
function received(): Map<string, { name: string; times: number }> {
  const byId = new Map<string, { name: string; times: number }>();
  for (const request of receiver.requests) {
    const id = String(request.headers['x-arca-delivery']);
    const name = (JSON.parse(request.body.toString('utf8')) as { data: { name: string } }).data.name;
    const seen = byId.get(id);
    if (seen && seen.name !== name) throw new Error(`delivery ${id} carried ${seen.name} and ${name}`);
    byId.set(id, { name, times: (seen?.times ?? 0) + 1 });
  }
  return byId;
}

describe('a server killed with webhook deliveries pending and in flight', () => {
  it('sends each after the restart, once more at most for those in flight, and never one it had settled', async () => {
    await createRepository(arca, REPO);
    const created = await api(arca, 'POST', '/event/api/v1/subscriptions', {
      key: 'crash-watch',
      enabled: true,
      event_filter: { domain: 'artifact', event_types: ['deployed'], criteria: { anyLocal: true } },
      handlers: [{ handler_type: 'webhook', url: receiver.url }],
    });
    expect(created.status, await created.text()).toBe(201);

    // Settled before the crash: answered, recorded, done.
    const settled = ['settled-1.txt', 'settled-2.txt', 'settled-3.txt'];
    for (const name of settled) await deploy(name);
    await eventually(async () => (await jobCounts()).done === settled.length, 'the first deliveries are done');

    // The receiver now takes deliveries without answering: the first LANES are in flight when the
    // process dies (the receiver has them, the server has no outcome), the rest still pending.
    receiver.behave('hang');
    const later = Array.from({ length: 8 }, (_, i) => `later-${i + 1}.txt`);
    for (const name of later) await deploy(name);
    await eventually(
      () => receiver.requests.length === settled.length + LANES,
      'the receiver holds a delivery per lane',
    );
    expect(await jobCounts()).toEqual({ done: settled.length, running: LANES, pending: later.length - LANES });
    await arca.crash();
    const beforeCrash = received();
    const inFlight = [...beforeCrash].filter(([, { name }]) => !settled.includes(name)).map(([id]) => id);
    expect(inFlight).toHaveLength(LANES);

    receiver.behave({ status: 200 });
    arca = await arca.restart();
    // Without taking back the dead process's jobs, those in flight would wait out a lease of minutes.
    await eventually(
      async () => (await jobCounts()).done === settled.length + later.length,
      'every delivery is done after the restart',
      8000,
    );
    // Nothing else arrives once all are done.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const all = received();
    // One delivery id per event, every event delivered.
    expect([...all.values()].map(({ name }) => name).sort()).toEqual([...settled, ...later].sort());
    for (const [id, { name, times }] of all) {
      // In flight at the crash: sent again under the same id, which the receiver dedupes by (ADR 014).
      // Settled or still pending at the crash: exactly once.
      expect(times, `${name} (${id})`).toBe(inFlight.includes(id) ? 2 : 1);
    }
    const history = (await (await api(arca, 'GET', '/event/api/v1/subscriptions/crash-watch/deliveries')).json()) as {
      outcome: string;
    }[];
    expect(history.map((entry) => entry.outcome)).toEqual(Array(settled.length + later.length).fill('delivered'));
    expect(await jobCounts()).toEqual({ done: settled.length + later.length });
  }, 30_000);
});
