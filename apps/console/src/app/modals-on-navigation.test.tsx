import { testIds } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { server, startupHandlers } from '../test/server.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('navigation', () => {
  it('R3.20 closes open modals on every navigation, and only when the page changes', async () => {
    server.use(...startupHandlers(adminUser));
    const view = renderApp('/packages');
    await screen.findByTestId(testIds.layout.content);
    const destroyAll = vi.spyOn(Modal, 'destroyAll');

    await act(() => view.router.navigate('/packages?q=same-page'));
    expect(destroyAll).not.toHaveBeenCalled();

    await act(() => view.router.navigate('/404'));
    await screen.findByTestId(testIds.errorPage.notFound);
    await waitFor(() => expect(destroyAll).toHaveBeenCalledTimes(1));
  });
});
