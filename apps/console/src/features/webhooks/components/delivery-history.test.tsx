import { type WebhookDelivery, webhookRoutes } from '@arca/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCall } from '../../../test/mock-call.ts';
import { createTestQueryClient } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { DeliveryHistory } from './delivery-history.tsx';

const attempt = (outcome: WebhookDelivery['outcome'], error: string | null): WebhookDelivery => ({
  domain: 'artifact',
  event_type: 'deployed',
  attempt: 3,
  outcome,
  status_code: null,
  duration_ms: 12,
  error,
  delivered_at: outcome === 'failed' ? '2026-11-28T10:00:00.000Z' : '2026-11-27T10:00:00.000Z',
});

function renderHistory(deliveries: WebhookDelivery[]) {
  server.use(mockCall(webhookRoutes.deliveries, () => deliveries));
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <DeliveryHistory webhookKey="on-deploy" />
    </QueryClientProvider>,
  );
}

describe('delivery history', () => {
  it("R25.131 says 'No Data' once an empty history has come, never under the spinner while it loads", async () => {
    let answer: (deliveries: WebhookDelivery[]) => void = () => undefined;
    const asked = new Promise<WebhookDelivery[]>((resolve) => {
      answer = resolve;
    });
    let requested = false;
    server.use(
      mockCall(webhookRoutes.deliveries, () => {
        requested = true;
        return asked;
      }),
    );
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <DeliveryHistory webhookKey="on-deploy" />
      </QueryClientProvider>,
    );
    const history = screen.getByRole('table', { name: 'Delivery history' });
    await waitFor(() => expect(requested).toBe(true));
    expect(within(history).queryByText('No Data')).toBeNull();

    answer([]);
    expect(await within(history).findByText('No Data')).toBeTruthy();
  });

  it('flags a webhook whose latest delivery failed, and says why in words', async () => {
    renderHistory([attempt('failed', 'connect ECONNREFUSED 10.0.0.5:443'), attempt('delivered', null)]);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('The latest delivery failed');
    expect(notice.textContent).toContain('The receiver refused the connection (ECONNREFUSED)');
    const history = screen.getByRole('table', { name: 'Delivery history' });
    expect(within(history).getByText('The receiver refused the connection (ECONNREFUSED)')).toBeTruthy();
    expect(screen.queryByText('connect ECONNREFUSED 10.0.0.5:443')).toBeNull();
  });

  it('does not flag a webhook whose latest delivery went through', async () => {
    renderHistory([attempt('delivered', null), attempt('failed', 'getaddrinfo ENOTFOUND hooks.invalid')]);
    const history = await screen.findByRole('table', { name: 'Delivery history' });
    await within(history).findByText("The receiver's host name could not be found (ENOTFOUND)");
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
