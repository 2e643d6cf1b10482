import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { regularUser } from '../../../test/fixtures.ts';
import { createTestQueryClient } from '../../../test/render-app.tsx';
import { ALL_PROJECTS, useProjectContext } from '../../http/project-context.ts';
import { scannerUserDataOf, scannerUserDataQueryOptions } from '../../scanner/scanner-user-data.ts';
import { currentUserQueryKey } from '../../session/current-user.ts';
import { useMicrofrontendHost } from './host-api.ts';

afterEach(() => useProjectContext.setState({ project: ALL_PROJECTS, userName: null }));

function renderHost() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryKey, regularUser);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <App>{children}</App>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = renderHook(() => useMicrofrontendHost('/scanner'), { wrapper });
  return { queryClient, host: () => view.result.current };
}

describe("the user a micro-frontend's host hands over", () => {
  it("R2.19 has the scanner's user data of the selected project merged in, and none before the scanner answers", async () => {
    const { queryClient, host } = renderHost();
    expect(host().user).toEqual({
      name: regularUser.name,
      admin: false,
      anonymous: false,
      scanner: { permissions: [], roles: [] },
    });

    act(() => {
      queryClient.setQueryData(scannerUserDataQueryOptions('default').queryKey, scannerUserDataOf(['view_policies']));
    });
    await waitFor(() =>
      expect(host().user.scanner).toEqual({ permissions: ['view_policies'], roles: ['policyViewer'] }),
    );

    act(() => {
      queryClient.setQueryData(scannerUserDataQueryOptions('alpha').queryKey, scannerUserDataOf(['manage_watches']));
      useProjectContext.setState({ project: { name: 'Alpha', projectKey: 'alpha', displayName: 'Alpha' } });
    });
    await waitFor(() =>
      expect(host().user.scanner).toEqual({ permissions: ['manage_watches'], roles: ['watchManager'] }),
    );
  });
});
