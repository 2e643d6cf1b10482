import { describe, expect, it } from 'vitest';
import { integrationGroups } from './integration-groups.ts';
import { githubMain, githubScanned, gitlabTeam } from './integrations-test-data.ts';

describe('integration groups', () => {
  it('R14.53 gives each group its type, items, availability, integrations, connection, configured services and products', () => {
    const [git, tools, ci] = integrationGroups({
      gitAvailable: true,
      integrations: [githubMain, githubScanned, gitlabTeam],
      installed: ['xray'],
    });
    expect(git).toEqual({
      type: 'git',
      title: 'Source control',
      items: [
        { id: 1, name: 'github', displayName: 'GitHub' },
        { id: 2, name: 'gitlab', displayName: 'GitLab' },
        { id: 3, name: 'bitbucket_cloud', displayName: 'Bitbucket Cloud' },
        { id: 4, name: 'bitbucket_server', displayName: 'Bitbucket Server' },
      ],
      available: true,
      integrations: [githubMain, githubScanned, gitlabTeam],
      connected: true,
      configuredServices: [
        { serviceName: 'xray', connections: 1, connected: true },
        { serviceName: 'pipelines', connections: 0, connected: false },
      ],
      products: ['xray'],
    });
    expect(tools).toMatchObject({ type: 'IDE', title: 'Developer Tools', available: true, connected: false });
    expect(tools?.items.map((item) => item.displayName)).toEqual([
      'Jetbrains',
      'Visual Studio Code',
      'Android Studio',
      'Docker Desktop',
    ]);
    expect(ci).toMatchObject({
      type: 'IDE',
      title: 'Continuous integration',
      integrations: [],
      configuredServices: [],
    });
    expect(ci?.items.map((item) => item.name)).toEqual(['jfrog_cli', 'github_actions', 'azure_devops', 'frogbot']);
  });

  it('R14.53 is unavailable and unconnected without git integration', () => {
    const [git] = integrationGroups({ gitAvailable: false, integrations: [], installed: [] });
    expect(git).toMatchObject({ available: false, integrations: [], connected: false, products: [] });
    expect(git?.configuredServices.every((service) => !service.connected)).toBe(true);
  });
});
