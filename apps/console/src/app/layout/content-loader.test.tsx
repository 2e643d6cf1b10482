import { testIds } from '@arca/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { request } from '../../shared/http/index.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { useAppStore } from '../store.ts';

describe('content loader', () => {
  it('R6.02 shows while the loading count is above zero and hides at zero', async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByTestId(testIds.layout.contentLoader)).toBeNull();

    act(() => {
      useAppStore.getState().incrementLoading();
      useAppStore.getState().incrementLoading();
    });
    expect(screen.getByTestId(testIds.layout.contentLoader)).not.toBeNull();
    act(() => useAppStore.getState().decrementLoading());
    expect(screen.getByTestId(testIds.layout.contentLoader)).not.toBeNull();
    act(() => useAppStore.getState().decrementLoading());
    expect(screen.queryByTestId(testIds.layout.contentLoader)).toBeNull();
  });

  it('R6.03 R6.04 a loader request shows the bar while in flight, and a failed one hides it again', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let loaderFlag: string | null = null;
    server.use(
      http.get('/ui/api/v1/slow', async ({ request: incoming }) => {
        loaderFlag = new URL(incoming.url).searchParams.get('jfLoader');
        await answered;
        return HttpResponse.json({ errors: [{ status: 404, message: 'gone' }] }, { status: 404 });
      }),
    );
    renderApp('/login');
    await screen.findByRole('button', { name: 'Log in' });

    const call = request('/ui/api/v1/slow', { loader: true }).catch((error: unknown) => error);
    await waitFor(() => expect(screen.getByTestId(testIds.layout.contentLoader)).not.toBeNull());
    release();
    await call;
    expect(loaderFlag).toBe('true');
    await waitFor(() => expect(screen.queryByTestId(testIds.layout.contentLoader)).toBeNull());
  });
});
