import { releaseBundleRoutes } from '@arca/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockCall } from '../../test/mock-call.ts';
import { createTestQueryClient } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { fetchRetentionEnabled, RETENTION_STATUS_ATTEMPTS, retentionStatusQueryOptions } from './retention-status.ts';

/** A server answering the retention status call with each answer in turn, the last one for good. */
function answering(...answers: (() => Response | { enable: boolean })[]) {
  let calls = 0;
  server.use(
    mockCall(releaseBundleRoutes.retention, () => {
      const answer = answers[Math.min(calls, answers.length - 1)] as () => Response | { enable: boolean };
      calls += 1;
      return answer();
    }),
  );
  return { calls: () => calls };
}

const failure = (status: number, message: string) => () =>
  HttpResponse.json({ errors: [{ status, message }] }, { status });

function check() {
  return { notifyInfo: vi.fn<(message: string) => void>(), wait: vi.fn(() => Promise.resolve()) };
}

describe('retention feature status', () => {
  it('R7.42 reads the status from the answer field enable', async () => {
    answering(() => ({ enable: true }));
    expect(await fetchRetentionEnabled(check())).toBe(true);
    answering(() => ({ enable: false }));
    expect(await fetchRetentionEnabled(check())).toBe(false);
  });

  it('R7.38 is disabled for a non-administrator without asking the server', async () => {
    const server = answering(() => ({ enable: true }));
    const queryClient = createTestQueryClient();
    expect(await queryClient.fetchQuery(retentionStatusQueryOptions(false, check()))).toBe(false);
    expect(server.calls()).toBe(0);
    expect(await queryClient.fetchQuery(retentionStatusQueryOptions(true, check()))).toBe(true);
    expect(server.calls()).toBe(1);
  });

  it('R7.39 takes a 404 as disabled, at once and without a notification', async () => {
    const server = answering(failure(404, 'Not found'));
    const given = check();
    expect(await fetchRetentionEnabled(given)).toBe(false);
    expect(server.calls()).toBe(1);
    expect(given.notifyInfo).not.toHaveBeenCalled();
  });

  it('R7.40 R27.12 asks again after any other failure, up to 3 attempts in all', async () => {
    expect(RETENTION_STATUS_ATTEMPTS).toBe(3);
    const recovering = answering(failure(500, 'Database away'), failure(503, 'Starting'), () => ({ enable: true }));
    const given = check();
    expect(await fetchRetentionEnabled(given)).toBe(true);
    expect(recovering.calls()).toBe(3);
    expect(given.wait).toHaveBeenCalledTimes(2);
    expect(given.notifyInfo).not.toHaveBeenCalled();

    const failing = answering(failure(500, 'Database away'));
    await fetchRetentionEnabled(check());
    expect(failing.calls()).toBe(3);
  });

  it("R7.41 after the last failed attempt disables the feature with 'There was an error while trying to fetch retention feature status: ' and the message", async () => {
    answering(failure(502, 'Upstream gone'));
    const given = check();
    expect(await fetchRetentionEnabled(given)).toBe(false);
    expect(given.notifyInfo).toHaveBeenCalledTimes(1);
    expect(given.notifyInfo).toHaveBeenCalledWith(
      'There was an error while trying to fetch retention feature status: Upstream gone',
    );
  });
});
