import {
  DEFAULT_ONBOARDING_PROJECT,
  type OnboardingStepSubmission,
  onboardingMessages,
  onboardingPaths,
  PROJECT_KEY_START_MESSAGE,
} from '@arca/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basic, buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

function steps(overrides: Partial<Record<OnboardingStepSubmission['step'], object>> = {}): OnboardingStepSubmission[] {
  return [
    { step: 'init', data: { packageTypes: ['npm', 'docker'], ...overrides.init } },
    { step: 'purpose', data: { purpose: 'Commercial', ...overrides.purpose } },
    {
      step: 'details',
      data: { role: 'DevOps Engineer', otherRole: '', companyName: 'Acme', ossProjectName: '', ...overrides.details },
    },
    { step: 'features', data: { desiredFeature: ['Binary management', 'CI/CD'], ...overrides.features } },
    {
      step: 'project',
      data: {
        projectName: DEFAULT_ONBOARDING_PROJECT.name,
        projectKey: DEFAULT_ONBOARDING_PROJECT.key,
        ...overrides.project,
      },
    },
  ] as OnboardingStepSubmission[];
}

async function repositoryKeys(): Promise<string[]> {
  const res = await t.call('GET', '/artifactory/api/repositories');
  return (res.json() as { key: string }[]).map((repository) => repository.key).sort();
}

async function projectKeys(): Promise<string[]> {
  const res = await t.call('GET', '/access/api/v1/projects');
  return (res.json() as { project_key: string }[]).map((project) => project.project_key);
}

describe('onboarding', () => {
  it('R13.12 reports a fresh instance as needing onboarding, for administrators only', async () => {
    const res = await t.call('GET', onboardingPaths.onboarding);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      newOnboarding: true,
      needsOnboarding: true,
      quickDeploy: false,
      hasOnlyDefaultRepos: true,
      projectsSupported: true,
      answers: null,
    });
    await t.createUser('dev', 'Dev-Passw0rd!');
    const asDev = await t.call('GET', onboardingPaths.onboarding, undefined, basic('dev', 'Dev-Passw0rd!'));
    expect(asDev.json().needsOnboarding).toBe(false);
    expect((await t.call('GET', onboardingPaths.onboarding, undefined, {})).statusCode).toBe(401);
  });

  it('R28.039 creates the project and the samples of the chosen types through /system/onboarding, and stores the answers with the user', async () => {
    const res = await t.call('POST', onboardingPaths.onboarding, { steps: steps() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      project: { name: 'Default Project', key: 'dflt' },
      created: [
        { repoKey: 'npm-local', repoType: 'local', packageType: 'npm' },
        { repoKey: 'npm-remote', repoType: 'remote', packageType: 'npm', url: 'https://registry.npmjs.org' },
        { repoKey: 'docker-local' },
        { repoKey: 'docker-virtual', repoType: 'virtual', repositories: ['docker-local'] },
      ],
      kept: [],
      packageType: 'npm',
    });
    expect(await repositoryKeys()).toEqual(['docker-local', 'docker-virtual', 'npm-local', 'npm-remote']);
    expect(await projectKeys()).toEqual(['dflt']);
    const data = (await t.call('GET', onboardingPaths.onboarding)).json();
    expect(data).toMatchObject({
      needsOnboarding: false,
      getStarted: false,
      firstLogin: false,
      hasOnlyDefaultRepos: true,
      answers: {
        purpose: 'Commercial',
        companyName: 'Acme',
        role: 'DevOps Engineer',
        desiredFeature: ['Binary management', 'CI/CD'],
      },
    });
    const status = (await t.call('GET', onboardingPaths.initStatus)).json();
    expect(status).toMatchObject({ completed: true, counts: { repositories: 4, packages: 0, users: 1 } });
    expect(status).toMatchObject({
      repositoriesByType: [
        { packageType: 'docker', count: 2 },
        { packageType: 'npm', count: 2 },
      ],
      hasOnlyDefaultRepos: true,
    });
  });

  it('R13.08 R13.09 R13.28 keeps the answers as the custom data of the user who sent them', async () => {
    const res = await t.call('POST', onboardingPaths.onboarding, {
      steps: steps({
        purpose: { purpose: 'Personal' },
        details: { role: 'Other', otherRole: 'Release manager', companyName: '', ossProjectName: 'left-pad' },
        features: { desiredFeature: ['Container Registry', 'Single Sign On'] },
      }),
    });
    expect(res.statusCode).toBe(201);
    expect((await t.call('GET', onboardingPaths.onboarding)).json().answers).toEqual({
      purpose: 'Personal',
      companyName: '',
      ossProjectName: 'left-pad',
      role: 'Other',
      otherRole: 'Release manager',
      desiredFeature: ['Container Registry', 'Single Sign On'],
    });
    // Another user's data is their own: nothing was written to it.
    await t.createUser('dev', 'Dev-Passw0rd!');
    const asDev = await t.call('GET', onboardingPaths.onboarding, undefined, basic('dev', 'Dev-Passw0rd!'));
    expect(asDev.json()).toMatchObject({ answers: null, firstLogin: true });
  });

  it('R13.08 refuses a purpose other than Commercial or Personal', async () => {
    const res = await t.call('POST', onboardingPaths.onboarding, {
      steps: steps({ purpose: { purpose: 'Business' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(onboardingMessages.purposeRequired);
  });

  it('creates only the samples of the chosen types', async () => {
    const res = await t.call('POST', onboardingPaths.onboarding, {
      steps: steps({ init: { packageTypes: ['docker'] } }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().packageType).toBe('docker');
    expect(await repositoryKeys()).toEqual(['docker-local', 'docker-virtual']);
  });

  it.each<[string, OnboardingStepSubmission[], string]>([
    [
      'steps out of order',
      [steps()[1], steps()[0], ...steps().slice(2)] as OnboardingStepSubmission[],
      onboardingMessages.stepsOutOfOrder('init', 'purpose'),
    ],
    ['a missing step', steps().slice(0, 3), onboardingMessages.stepMissing('features')],
    ['no package type', steps({ init: { packageTypes: [] } }), onboardingMessages.packageTypeRequired],
    ['no purpose', steps({ purpose: { purpose: '' } }), onboardingMessages.purposeRequired],
    ['no role', steps({ details: { role: '' } }), onboardingMessages.roleRequired],
    [
      'Other without its text',
      steps({ details: { role: 'Other', otherRole: ' ' } }),
      onboardingMessages.otherRoleRequired,
    ],
    ['Commercial without a company', steps({ details: { companyName: '' } }), onboardingMessages.companyNameRequired],
    ['no feature', steps({ features: { desiredFeature: [] } }), onboardingMessages.featureRequired],
    ['a key starting with a digit', steps({ project: { projectKey: '1app' } }), PROJECT_KEY_START_MESSAGE],
  ])('refuses %s with its message and creates nothing', async (_, submitted, message) => {
    const res = await t.call('POST', onboardingPaths.onboarding, { steps: submitted });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(message);
    expect(await repositoryKeys()).toEqual([]);
    expect(await projectKeys()).toEqual([]);
    expect((await t.call('GET', onboardingPaths.onboarding)).json().needsOnboarding).toBe(true);
  });

  it('R13.19 refuses a project key that does not start with a lowercase character', async () => {
    const res = await t.call('POST', onboardingPaths.onboarding, { steps: steps({ project: { projectKey: 'Dflt' } }) });
    expect(res.json()).toEqual({
      errors: [{ status: 400, message: 'Project key must start with a lowercase character' }],
    });
    expect(await projectKeys()).toEqual([]);
  });

  it('a personal purpose needs no company name', async () => {
    const res = await t.call('POST', onboardingPaths.onboarding, {
      steps: steps({ purpose: { purpose: 'Personal' }, details: { companyName: '' } }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('undoes the project and the repositories it created when a repository cannot be created', async () => {
    // docker-virtual exists as a generic repository: the samples cannot be completed.
    await t.createRepositories(['docker-virtual']);
    const res = await t.call('POST', onboardingPaths.onboarding, { steps: steps() });
    expect(res.statusCode).toBe(400);
    expect(await repositoryKeys()).toEqual(['docker-virtual']);
    expect(await projectKeys()).toEqual([]);
  });

  it('leaves nothing behind when the project exists already', async () => {
    await t.call('POST', '/access/api/v1/projects', { project_key: 'dflt', display_name: 'Taken' });
    const res = await t.call('POST', onboardingPaths.onboarding, { steps: steps() });
    expect(res.statusCode).toBe(409);
    expect(await repositoryKeys()).toEqual([]);
  });

  it('keeps a sample that exists already with the same type and kind', async () => {
    await t.createRepositories(['npm-local'], { packageType: 'npm' });
    const res = await t.call('POST', onboardingPaths.onboarding, { steps: steps({ init: { packageTypes: ['npm'] } }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kept: ['npm-local'], created: [{ repoKey: 'npm-remote' }] });
  });

  it('refuses a user who is not an administrator', async () => {
    await t.createUser('dev', 'Dev-Passw0rd!');
    const res = await t.call('POST', onboardingPaths.onboarding, { steps: steps() }, basic('dev', 'Dev-Passw0rd!'));
    expect(res.statusCode).toBe(403);
    expect(await repositoryKeys()).toEqual([]);
  });

  it('closing quick setup stops it being offered', async () => {
    expect((await t.call('POST', onboardingPaths.dismiss)).statusCode).toBe(204);
    expect((await t.call('GET', onboardingPaths.onboarding)).json().needsOnboarding).toBe(false);
  });

  it('an instance with repositories of its own does not need onboarding', async () => {
    await t.createRepositories(['libs-release']);
    const data = (await t.call('GET', onboardingPaths.onboarding)).json();
    expect(data).toMatchObject({ needsOnboarding: false, hasOnlyDefaultRepos: false });
  });

  it('R28.106 answers GET /ui/onboarding/initStatus with the loader flag jfLoader the console sends', async () => {
    await t.createRepositories(['libs-release']);
    const withLoader = await t.call('GET', `${onboardingPaths.initStatus}?jfLoader=true`);
    expect(withLoader.statusCode).toBe(200);
    expect(withLoader.json()).toMatchObject({
      completed: false,
      counts: { repositories: 1, packages: 0, users: 1 },
      repositoriesByType: [{ packageType: 'generic', count: 1 }],
      hasOnlyDefaultRepos: false,
    });
    expect(withLoader.json()).toEqual((await t.call('GET', onboardingPaths.initStatus)).json());
  });

  it('counts what the caller may see: no user count for a user', async () => {
    await t.createRepositories(['libs-release']);
    await t.createUser('dev', 'Dev-Passw0rd!');
    const status = (await t.call('GET', onboardingPaths.initStatus, undefined, basic('dev', 'Dev-Passw0rd!'))).json();
    expect(status).toMatchObject({ completed: false, counts: { repositories: 0, packages: 0, users: null } });
    const admin = (await t.call('GET', onboardingPaths.initStatus)).json();
    expect(admin.counts).toEqual({ repositories: 1, packages: 0, users: 2 });
  });
});

describe('onboarding without projects in the licence', () => {
  it('skips the project step and creates the repositories outside any project', async () => {
    await t.close();
    t = await buildTestApp({ ARCA_LICENSE_TYPE: 'OSS' });
    expect((await t.call('GET', onboardingPaths.onboarding)).json().projectsSupported).toBe(false);
    const res = await t.call('POST', onboardingPaths.onboarding, { steps: steps().slice(0, 4) });
    expect(res.statusCode).toBe(201);
    expect(res.json().project).toBeNull();
  });
});

describe('onboarding switched off by the operator', () => {
  it('never sends the administrator to quick setup', async () => {
    await t.close();
    t = await buildTestApp({ ARCA_SKIP_ONBOARDING: 'true' });
    expect((await t.call('GET', onboardingPaths.onboarding)).json().needsOnboarding).toBe(false);
  });
});

describe('the platform get-started flag', () => {
  it('reports get started on only when the operator switches the flag on', async () => {
    expect((await t.call('GET', onboardingPaths.onboarding)).json().getStarted).toBe(false);
    await t.close();
    t = await buildTestApp({ ARCA_FEATURE_FLAGS: 'platformGetStarted' });
    expect((await t.call('GET', onboardingPaths.onboarding)).json().getStarted).toBe(true);
  });
});

describe('the quick-deploy landing flag', () => {
  it('R13.06 reports the quick-deploy landing, to users too, only when the operator switches the flag on', async () => {
    expect((await t.call('GET', onboardingPaths.onboarding)).json().quickDeploy).toBe(false);
    await t.close();
    t = await buildTestApp({ ARCA_FEATURE_FLAGS: 'quickDeployLanding' });
    expect((await t.call('GET', onboardingPaths.onboarding)).json().quickDeploy).toBe(true);
    await t.createUser('dev', 'Dev-Passw0rd!');
    const asDev = await t.call('GET', onboardingPaths.onboarding, undefined, basic('dev', 'Dev-Passw0rd!'));
    expect(asDev.json()).toMatchObject({ quickDeploy: true, needsOnboarding: false });
  });
});
