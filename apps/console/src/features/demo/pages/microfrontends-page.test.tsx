import { microfrontendRoutes } from '@arca/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCall } from '../../../test/mock-call.ts';
import { createTestQueryClient } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { DEMO_MOUNT_POINT_ID, MicrofrontendsPage } from './microfrontends-page.tsx';

describe('the demo micro-frontends page', () => {
  it("R27.49 marks the element hosting the demo's micro-frontends with the demo host marker (O67)", async () => {
    server.use(mockCall(microfrontendRoutes.registry, () => ({ microfrontends: [] })));
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MicrofrontendsPage />
      </QueryClientProvider>,
    );

    const host = screen.getByRole('region', { name: 'Micro-frontend mounting point' });
    expect(DEMO_MOUNT_POINT_ID).toBe('demo-microfrontends');
    expect(host.id).toBe(DEMO_MOUNT_POINT_ID);
    expect(document.getElementById('demo-microfrontends')).toBe(host);
    expect(await within(host).findByText('No micro-frontend is registered on this server.')).toBeTruthy();
  });
});
