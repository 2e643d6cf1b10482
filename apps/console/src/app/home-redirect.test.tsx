import type { FeatureFlag } from '@arca/contract';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, footer, regularUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { server, startupHandlers } from '../test/server.ts';

// Typed as the contract's flag, so the console and ARCA_FEATURE_FLAGS cannot drift apart again.
const getStarted: FeatureFlag[] = ['platformGetStarted'];

async function landing(path: string): Promise<string> {
  const view = renderApp(path);
  let where = '';
  await waitFor(() => {
    where = view.currentPath();
    expect(where).not.toBe(path);
  });
  view.unmount();
  return where;
}

describe('the home redirect', () => {
  it('R1.31 sends an administrator from / and /home to get started when the platform get-started flag is on', async () => {
    server.use(...startupHandlers(adminUser, footer, getStarted));
    expect(await landing('/')).toBe('/get_started');
    expect(await landing('/home')).toBe('/get_started');
  });

  it('R1.32 sends everyone else from / and /home to packages', async () => {
    server.use(...startupHandlers(regularUser, footer, getStarted));
    expect(await landing('/')).toBe('/packages');
    expect(await landing('/home')).toBe('/packages');

    server.use(...startupHandlers(adminUser, footer, []));
    expect(await landing('/')).toBe('/packages');
    expect(await landing('/home')).toBe('/packages');
  });
});
