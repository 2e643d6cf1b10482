import { describe, expect, it } from 'vitest';
import { cardStatuses, gitCardState } from './card-state.ts';
import { githubMain, githubScanned, gitlabTeam } from './integrations-test-data.ts';

describe('git card state', () => {
  it('R14.08 is DISCONNECTED without integrations, CONNECTED with one, CONFIGURED once a service uses it', () => {
    expect(cardStatuses).toEqual({ connected: 'CONNECTED', disconnected: 'DISCONNECTED', configured: 'CONFIGURED' });
    const none = gitCardState('github', [gitlabTeam], []);
    expect(none).toMatchObject({ connections: 0, status: 'DISCONNECTED', state: 'DISCONNECTED', connectAlert: false });
    expect(none.addButton).toBe(false);
    const connected = gitCardState('github', [githubMain, gitlabTeam], []);
    expect(connected).toMatchObject({ connections: 1, status: 'CONNECTED', state: 'CONNECTED', connectAlert: true });
    expect(connected.addButton).toBe(true);
    const configured = gitCardState('github', [githubMain, githubScanned], ['xray']);
    expect(configured).toMatchObject({ connections: 2, status: 'CONNECTED', state: 'CONFIGURED', connectAlert: false });
    expect(configured.headerLinks).toBe(true);
  });

  it('R14.18 R14.19 lists xray and pipelines with serviceName, icon, connected, disabled and connections', () => {
    const state = gitCardState('github', [githubMain, githubScanned], ['xray']);
    expect(state.configuredServices).toEqual([
      { serviceName: 'xray', icon: 'security', connected: true, disabled: false, connections: 1 },
      { serviceName: 'pipelines', icon: 'pipelines', connected: false, disabled: true, connections: 0 },
    ]);
  });
});
