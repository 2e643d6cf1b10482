import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, toast } from './utils.ts';

function Trigger() {
  const { notification, message } = App.useApp();
  return (
    <>
      <Button onClick={() => notify(notification, { type: 'success', title: 'Package deployed' })}>notify</Button>
      <Button onClick={() => toast(message, { type: 'error', content: 'Copy failed' })}>toast</Button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('notify and toast with antd App', () => {
  it('R25.151 R27.16 a notification closes after 4.5 s and a toast after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // Without motion a closed notice leaves the DOM at once; jsdom never ends the leave animation.
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <Trigger />
        </App>
      </ConfigProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'notify' }));
    await user.click(screen.getByRole('button', { name: 'toast' }));
    expect(await screen.findByText('Package deployed')).toBeTruthy();
    expect(await screen.findByText('Copy failed')).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.getByText('Copy failed')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.queryByText('Copy failed')).toBeNull());
    expect(screen.getByText('Package deployed')).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    await waitFor(() => expect(screen.queryByText('Package deployed')).toBeNull());
  });
});
