import { CSRF_HEADER, CSRF_HEADER_VALUE, systemCallRoutes } from '@arca/contract';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockCall } from '../../test/mock-call.ts';
import { server } from '../../test/server.ts';
import { configureHttp } from '../http/index.ts';
import { sendAdoptionMetric } from './adoption-metric.ts';

interface Shown {
  notes: string[];
  serverErrors: string[];
  navigations: string[];
}

let shown: Shown;

beforeEach(() => {
  shown = { notes: [], serverErrors: [], navigations: [] };
  configureHttp({
    notify: (note) => shown.notes.push(note.message),
    setServerError: (message) => shown.serverErrors.push(message),
    navigate: (to) => shown.navigations.push(to),
  });
});
afterEach(() => configureHttp({}));

/** Answers the metric call with `status` and records each body it receives. */
function recordMetrics(status = 204): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    mockCall(systemCallRoutes.recordAdoptionMetric, async ({ request }) => {
      expect(request.headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
      bodies.push(await request.json());
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json({ errors: [] }, { status });
    }),
  );
  return bodies;
}

describe('sendAdoptionMetric', () => {
  it('R2.24 R2.26 posts featureName, action, type and value to /system/adoptionMetric', async () => {
    const bodies = recordMetrics();
    await sendAdoptionMetric({ featureName: 'packages', action: 'open', type: 'view', value: 3 });
    expect(bodies).toEqual([{ featureName: 'packages', action: 'open', type: 'view', value: 3 }]);
  });

  it('R2.24 sends type "default" and value 1 when the caller gives neither', async () => {
    const bodies = recordMetrics();
    await sendAdoptionMetric({ featureName: 'webhooks', action: 'create' });
    expect(bodies).toEqual([{ featureName: 'webhooks', action: 'create', type: 'default', value: 1 }]);
  });

  it('R2.25 sends nothing without a featureName or without an action', async () => {
    const bodies = recordMetrics();
    await sendAdoptionMetric({ action: 'open' });
    await sendAdoptionMetric({ featureName: 'packages' });
    await sendAdoptionMetric({ featureName: '', action: 'open' });
    await sendAdoptionMetric({ featureName: 'packages', action: '' });
    await sendAdoptionMetric({});
    expect(bodies).toEqual([]);
    // The same handler still counts a complete metric, so the empty list above is not a dead handler.
    await sendAdoptionMetric({ featureName: 'packages', action: 'open' });
    expect(bodies).toHaveLength(1);
  });

  it('R2.26 sends a failed metric once, shows nothing and never rejects', async () => {
    const bodies = recordMetrics(500);
    await expect(sendAdoptionMetric({ featureName: 'packages', action: 'open' })).resolves.toBeUndefined();
    expect(bodies).toHaveLength(1);
    expect(shown).toEqual({ notes: [], serverErrors: [], navigations: [] });
  });

  it('R2.26 swallows a network failure without showing anything', async () => {
    server.use(mockCall(systemCallRoutes.recordAdoptionMetric, () => HttpResponse.error()));
    await expect(sendAdoptionMetric({ featureName: 'packages', action: 'open' })).resolves.toBeUndefined();
    expect(shown).toEqual({ notes: [], serverErrors: [], navigations: [] });
  });
});
