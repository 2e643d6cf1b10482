import type { OnboardingResult } from '@arca/contract';
import { describe, expect, it } from 'vitest';
import { setupClientRepository, setupClientTarget } from './setup-client.ts';

const result = (overrides: Partial<OnboardingResult>): OnboardingResult => ({
  project: null,
  created: [],
  kept: [],
  packageType: 'npm',
  ...overrides,
});

describe('setup-client', () => {
  it('R13.32 R13.33 relaunches quick setup for a type it sets up that has no repository, else opens set-me-up', () => {
    expect(setupClientTarget('docker', undefined)).toBe('/quick-setup?packageType=docker');
    expect(setupClientTarget('docker', 'docker-local')).toBe('/get_started?setMeUp=docker');
    // No relaunch flow for a type quick setup cannot set up: set-me-up says there is no repository.
    expect(setupClientTarget('conan', undefined)).toBe('/get_started?setMeUp=conan');
  });

  it('R13.32 sets the client up on the repository quick setup created, or on a sample of its type that was there', () => {
    const npmLocal = { repoKey: 'npm-local', repoType: 'local', packageType: 'npm' } as const;
    expect(setupClientRepository(result({ created: [npmLocal] }))).toBe('npm-local');
    expect(setupClientRepository(result({ kept: ['docker-local', 'npm-remote'] }))).toBe('npm-remote');
    expect(setupClientRepository(result({ kept: ['docker-local'] }))).toBeUndefined();
  });
});
