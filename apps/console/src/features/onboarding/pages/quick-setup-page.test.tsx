import {
  authRoutes,
  type OnboardingData,
  type OnboardingSubmission,
  onboardingRoutes,
  PROJECT_CREATION_FAILED_MESSAGE,
  setMeUpRoutes,
  systemCallRoutes,
  versionDetailRoutes,
} from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { onboardingDone, server, startupHandlers } from '../../../test/server.ts';
import { ONBOARDING_STORAGE_KEY } from '../personalization.ts';
import { SINGLE_PACKAGE_STORAGE_KEY } from '../single-package-mode.ts';

const freshInstance: OnboardingData = { ...onboardingDone, needsOnboarding: true, firstLogin: true };

function serve(data: OnboardingData = onboardingDone) {
  const submitted: OnboardingSubmission[] = [];
  let dismissed = 0;
  server.use(
    ...startupHandlers(adminUser),
    mockCall(onboardingRoutes.data, () => data),
    mockCall(onboardingRoutes.dismiss, () => {
      dismissed += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { submitted, dismissed: () => dismissed };
}

const next = () => screen.getByRole('button', { name: 'Next' });
/** The package types the init step offers, each with whether it is chosen. */
const offeredTypes = () =>
  screen.getAllByRole('checkbox').map((box) => [box.getAttribute('aria-label'), (box as HTMLInputElement).checked]);
const disabled = (button: HTMLElement) => button.hasAttribute('disabled');

describe('quick setup', () => {
  it('R13.01 R13.02 R13.10 R13.11 walks init, purpose, details, features and project, each Next only once its step is valid', async () => {
    serve();
    const view = renderApp('/quick-setup');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Arca' });
    const stepList = screen.getByRole('list', { name: 'Quick setup steps' });
    expect(
      within(stepList)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1Welcome', '2Purpose', '3About you', '4Features', '5Project']);
    expect(disabled(next())).toBe(true);
    await view.user.click(screen.getByRole('checkbox', { name: 'npm' }));
    await view.user.click(next());

    await screen.findByRole('heading', { level: 1, name: 'What will you use Arca for?' });
    expect(disabled(next())).toBe(true);
    await view.user.click(screen.getByRole('radio', { name: 'Commercial' }));
    await view.user.click(next());

    await screen.findByRole('heading', { level: 1, name: 'Tell us about you' });
    expect(disabled(next())).toBe(true);
    await view.user.click(screen.getByRole('combobox', { name: 'Your role' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'DevOps Engineer',
      'Software Developer',
      'DevSecOps Engineer',
      'Other',
    ]);
    await view.user.click(screen.getByTitle('Other'));
    await view.user.type(screen.getByLabelText('Other role'), 'Release manager');
    // A commercial purpose needs the company too.
    expect(disabled(next())).toBe(true);
    await view.user.type(screen.getByLabelText('Company name'), 'Acme');
    expect(disabled(next())).toBe(false);
    await view.user.click(next());

    await screen.findByRole('heading', { level: 1, name: 'What are you looking for?' });
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Binary management',
      'Team Administration',
      'Single Sign On',
      'Vulnerabilities Scanning',
      'License Compliance Checks',
      'CI/CD',
      'Container Registry',
      'Software Bill Of Materials (SBOM)',
    ]);
    expect(disabled(next())).toBe(true);
    await view.user.click(screen.getByRole('checkbox', { name: 'CI/CD' }));
    await view.user.click(next());

    await screen.findByRole('heading', { level: 1, name: 'Name your project' });
    expect((screen.getByLabelText('Project name') as HTMLInputElement).value).toBe('Default Project');
    expect((screen.getByLabelText('Project key') as HTMLInputElement).value).toBe('dflt');
    expect(screen.getByText('npm-local · local')).toBeDefined();
    expect(screen.getByText('npm-remote · remote')).toBeDefined();
    expect(screen.queryByText(/docker-local/)).toBeNull();
  });

  it('R13.19 shows the project key rule’s message and keeps Finish off', async () => {
    serve();
    const steps = {
      init: { stepDataObject: { packageTypes: ['docker'] }, isCompleted: true, isValid: true },
      purpose: { stepDataObject: { purpose: 'Personal' }, isCompleted: true, isValid: true },
      details: {
        stepDataObject: { role: 'Software Developer', otherRole: '', companyName: '', ossProjectName: '' },
        isCompleted: true,
        isValid: true,
      },
      features: { stepDataObject: { desiredFeature: ['CI/CD'] }, isCompleted: true, isValid: true },
    };
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, btoa(JSON.stringify(steps)));
    const view = renderApp('/quick-setup');
    await screen.findByRole('heading', { level: 1, name: 'Name your project' });
    const key = screen.getByLabelText('Project key');
    await view.user.clear(key);
    await view.user.type(key, 'Apps');
    expect(await screen.findByText('Project key must start with a lowercase character')).toBeDefined();
    expect(disabled(screen.getByRole('button', { name: 'Finish' }))).toBe(true);
    await view.user.clear(key);
    await view.user.type(key, 'apps');
    await waitFor(() => expect(screen.queryByText('Project key must start with a lowercase character')).toBeNull());
    expect(disabled(screen.getByRole('button', { name: 'Finish' }))).toBe(false);
  });

  it('keeps forward steps closed until the earlier ones are valid', async () => {
    serve();
    const view = renderApp('/quick-setup');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Arca' });
    await view.user.click(screen.getByRole('button', { name: /Project/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Arca' })).toBeDefined();
  });

  it('R13.20 R13.26 R13.27 R13.29 R13.34 finishing sends the answers, clears them and lands on set-me-up; a failure says so', async () => {
    const { submitted } = serve();
    let fail = true;
    let metrics = 0;
    server.use(
      mockCall(onboardingRoutes.submit, async ({ request }) => {
        submitted.push((await request.json()) as OnboardingSubmission);
        if (fail)
          return HttpResponse.json({ errors: [{ status: 409, message: "Project 'dflt' exists" }] }, { status: 409 });
        return HttpResponse.json(
          {
            project: { name: 'Default Project', key: 'dflt' },
            created: [{ repoKey: 'npm-local', repoType: 'local', packageType: 'npm' }],
            kept: ['npm-remote'],
            packageType: 'npm',
          },
          { status: 201 },
        );
      }),
      mockCall(systemCallRoutes.recordAdoptionMetric, () => {
        metrics += 1;
        return new HttpResponse(null, { status: 204 });
      }),
      mockCall(onboardingRoutes.initStatus, () => ({
        completed: true,
        counts: { repositories: 2, packages: 0, users: 1 },
        repositoriesByType: [{ packageType: 'npm', count: 2 }],
        hasOnlyDefaultRepos: true,
      })),
      mockCall(versionDetailRoutes.repoData, () => ({
        repositories: [
          { key: 'npm-remote', type: 'REMOTE', packageType: 'npm', projectKey: 'dflt' },
          { key: 'npm-local', type: 'LOCAL', packageType: 'npm', projectKey: 'dflt' },
        ],
      })),
      mockCall(setMeUpRoutes.repository, () => ({
        repoKey: 'npm-local',
        packageType: 'npm',
        rclass: 'local',
        tokenIssued: false,
        snippets: [{ id: 'npmrc', title: 'Resolve and publish with npm', file: '~/.npmrc', text: 'registry=x\n' }],
      })),
    );
    // Every step answered and completed but the last: the wizard resumes on the project step.
    const steps = {
      init: { stepDataObject: { packageTypes: ['npm'] }, isCompleted: true, isValid: true },
      purpose: { stepDataObject: { purpose: 'Personal' }, isCompleted: true, isValid: true },
      details: {
        stepDataObject: { role: 'Software Developer', otherRole: '', companyName: '', ossProjectName: 'greeter' },
        isCompleted: true,
        isValid: true,
      },
      features: { stepDataObject: { desiredFeature: ['Binary management'] }, isCompleted: true, isValid: true },
    };
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, btoa(JSON.stringify(steps)));
    const view = renderApp('/quick-setup');
    await screen.findByRole('heading', { level: 1, name: 'Name your project' });

    await view.user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(PROJECT_CREATION_FAILED_MESSAGE)).toBeDefined();
    expect(screen.getByText("Project 'dflt' exists. Nothing was created.")).toBeDefined();
    expect(view.currentPath()).toBe('/quick-setup');

    fail = false;
    // The loading icon is still leaving: its label comes first in the name for a moment.
    await view.user.click(screen.getByRole('button', { name: /Finish$/ }));
    await waitFor(() => expect(view.currentPath()).toBe('/get_started?setMeUp=npm'));
    const drawer = await screen.findByRole('dialog', { name: 'Set Me Up: npm' });
    expect(await within(drawer).findByText('Resolve and publish with npm')).toBeDefined();
    // R13.34: with the client being set up, quick setup has closed.
    expect(screen.queryByRole('list', { name: 'Quick setup steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Skip setup/ })).toBeNull();
    expect(within(drawer).getByText('npm-local')).toBeDefined();
    expect(submitted.at(-1)).toEqual({
      steps: [
        { step: 'init', data: { packageTypes: ['npm'] } },
        { step: 'purpose', data: { purpose: 'Personal' } },
        {
          step: 'details',
          data: { role: 'Software Developer', otherRole: '', companyName: '', ossProjectName: 'greeter' },
        },
        { step: 'features', data: { desiredFeature: ['Binary management'] } },
        { step: 'project', data: { projectName: 'Default Project', projectKey: 'dflt' } },
      ],
    });
    expect(window.localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(metrics).toBe(1));
  });

  it('R13.30 closing quick setup forgets the steps, tells the server and goes to the packages', async () => {
    const { dismissed } = serve(freshInstance);
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, 'x');
    const view = renderApp('/quick-setup');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Arca' });
    await view.user.click(screen.getByRole('button', { name: /Skip setup/ }));
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(dismissed()).toBe(1);
    expect(window.localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  });
});

describe('single-package mode', () => {
  it('R13.31 closing quick setup ends single-package mode: the next quick setup offers every package type', async () => {
    serve(freshInstance);
    const view = renderApp('/quick-setup?packageType=docker');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Arca' });
    expect(offeredTypes()).toEqual([['Docker', true]]);
    expect(window.sessionStorage.getItem(SINGLE_PACKAGE_STORAGE_KEY)).toBe('docker');
    await view.user.click(screen.getByRole('button', { name: /Skip setup/ }));
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(window.sessionStorage.getItem(SINGLE_PACKAGE_STORAGE_KEY)).toBeNull();
    await view.router.navigate('/quick-setup');
    await waitFor(() => expect(offeredTypes().length).toBeGreaterThan(1));
    expect(offeredTypes().every(([, checked]) => !checked)).toBe(true);
  });

  it('R13.32 R13.34 setup-client relaunches quick setup for the chosen type alone when finishing left no repository of it', async () => {
    serve();
    server.use(
      mockCall(onboardingRoutes.submit, () =>
        HttpResponse.json({ project: null, created: [], kept: [], packageType: 'docker' }, { status: 201 }),
      ),
      mockCall(systemCallRoutes.recordAdoptionMetric, () => new HttpResponse(null, { status: 204 })),
    );
    const answered = {
      init: { stepDataObject: { packageTypes: ['docker'] }, isCompleted: true, isValid: true },
      purpose: { stepDataObject: { purpose: 'Personal' }, isCompleted: true, isValid: true },
      details: {
        stepDataObject: { role: 'Software Developer', otherRole: '', companyName: '', ossProjectName: '' },
        isCompleted: true,
        isValid: true,
      },
      features: { stepDataObject: { desiredFeature: ['Container Registry'] }, isCompleted: true, isValid: true },
    };
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, btoa(JSON.stringify(answered)));
    const view = renderApp('/quick-setup');
    await screen.findByRole('heading', { level: 1, name: 'Name your project' });
    await view.user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(view.currentPath()).toBe('/quick-setup?packageType=docker'));
    // The finished quick setup closed; the relaunch starts afresh on Docker alone.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Arca' })).toBeDefined();
    expect(offeredTypes()).toEqual([['Docker', true]]);
  });
});

describe('guard 10 in the running console', () => {
  it('R3.18 R13.04 sends an administrator of a fresh instance to quick setup once, after login, then lets them go', async () => {
    serve(freshInstance);
    // Anonymous until the login form answers for the admin.
    server.use(
      ...startupHandlers(),
      mockCall(authRoutes.login, () => {
        server.use(...startupHandlers(adminUser));
        return adminUser;
      }),
    );
    const view = renderApp('/login');
    await view.user.type(await screen.findByRole('textbox', { name: 'User name' }), 'admin');
    await view.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.currentPath()).toBe('/quick-setup'));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Arca' });
    await view.router.navigate('/packages');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
  });

  it('R7.36 never sends a user who is not an administrator', async () => {
    let asked = 0;
    server.use(
      ...startupHandlers(regularUser),
      mockCall(onboardingRoutes.data, () => {
        asked += 1;
        return freshInstance;
      }),
    );
    const view = renderApp('/packages');
    await waitFor(() => expect(view.currentPath()).toBe('/packages'));
    expect(asked).toBe(0);
  });
});
