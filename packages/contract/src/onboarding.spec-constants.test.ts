import { describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLE_REPOSITORIES, sampleRepositoriesOf } from './onboarding.ts';

describe('onboarding sample repositories', () => {
  it('R27.46 creates npm-local, npm-remote, docker-local and docker-virtual for the npm and Docker samples', () => {
    const created = sampleRepositoriesOf(['npm', 'docker']).map(({ repoKey, repoType }) => `${repoKey}:${repoType}`);
    expect(created).toEqual(['npm-local:local', 'npm-remote:remote', 'docker-local:local', 'docker-virtual:virtual']);
    expect(DEFAULT_SAMPLE_REPOSITORIES).toEqual(['npm-local', 'npm-remote', 'docker-local', 'docker-virtual']);
  });
});
