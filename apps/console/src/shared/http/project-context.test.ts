import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { request } from './client.ts';
import {
  ALL_PROJECTS,
  isAllProjects,
  type ProjectStorage,
  projectQuery,
  projectStorageKey,
  readStoredProjectKey,
  resolveStoredProject,
  storeProjectKey,
  useProjectContext,
  withProjectQuery,
} from './project-context.ts';

const PATH = '/ui/api/v1/test/scoped';
const billing = { name: 'Billing', projectKey: 'billing', displayName: 'Billing' };

afterEach(() => useProjectContext.getState().restoreFor(null, []));

/** Answers PATH and hands back the query of the last call. */
function captureQuery(): () => URLSearchParams | undefined {
  let query: URLSearchParams | undefined;
  server.use(
    http.all(PATH, ({ request: incoming }) => {
      query = new URL(incoming.url).searchParams;
      return HttpResponse.json({});
    }),
  );
  return () => query;
}

describe('project context', () => {
  it("R13.36 R13.37 starts in All: name 'All', key 'default', display 'All'", () => {
    expect(useProjectContext.getState().project).toEqual({ name: 'All', projectKey: 'default', displayName: 'All' });
  });

  it('R13.37 R13.38 counts the default key and an empty key as All', () => {
    expect(isAllProjects(ALL_PROJECTS)).toBe(true);
    expect(isAllProjects({ name: 'All', projectKey: '', displayName: 'All' })).toBe(true);
    expect(isAllProjects(billing)).toBe(false);
  });

  it('R6.01 keeps the project the setter selects for the requests to read', () => {
    useProjectContext.getState().selectProject(billing);
    expect(useProjectContext.getState().project).toEqual(billing);
  });

  it('R6.01 names the project and the project context, and nothing for All', () => {
    expect(projectQuery(billing)).toEqual({ projectKey: 'billing', context: 'project' });
    expect(projectQuery(ALL_PROJECTS)).toEqual({});
    expect(projectQuery({ name: 'All', projectKey: '', displayName: 'All' })).toEqual({});
  });

  it("R6.01 lets the caller's values win and ignores undefined ones", () => {
    expect(withProjectQuery({ projectKey: 'other', q: 'x' }, billing)).toEqual({
      projectKey: 'other',
      context: 'project',
      q: 'x',
    });
    expect(withProjectQuery({ projectKey: undefined }, billing)).toEqual({ projectKey: 'billing', context: 'project' });
  });
});

describe('requests in a project', () => {
  it('R6.01 adds the selected project and context to every request', async () => {
    useProjectContext.getState().selectProject(billing);
    const seen = captureQuery();

    await request(PATH);
    expect(seen()?.get('projectKey')).toBe('billing');
    expect(seen()?.get('context')).toBe('project');

    await request(PATH, { method: 'POST', body: {}, query: { flag: 'true' } });
    expect(seen()?.get('projectKey')).toBe('billing');
    expect(seen()?.get('context')).toBe('project');
    expect(seen()?.get('flag')).toBe('true');
  });

  it('R6.01 adds nothing in the All context, including the empty-key variant', async () => {
    const seen = captureQuery();
    await request(PATH);
    expect(seen()?.has('projectKey')).toBe(false);
    expect(seen()?.has('context')).toBe(false);

    useProjectContext.getState().selectProject({ name: 'All', projectKey: '', displayName: 'All' });
    await request(PATH);
    expect(seen()?.has('projectKey')).toBe(false);
    expect(seen()?.has('context')).toBe(false);
  });

  it('R6.01 keeps explicit query values given by the caller', async () => {
    useProjectContext.getState().selectProject(billing);
    const seen = captureQuery();
    await request(PATH, { query: { projectKey: 'audit', context: 'platform' } });
    expect(seen()?.get('projectKey')).toBe('audit');
    expect(seen()?.get('context')).toBe('platform');
  });

  it('R6.01 follows a change of project from one request to the next', async () => {
    const seen = captureQuery();
    useProjectContext.getState().selectProject(billing);
    await request(PATH);
    expect(seen()?.get('projectKey')).toBe('billing');
    useProjectContext.getState().selectProject({ name: 'Audit', projectKey: 'audit', displayName: 'Audit' });
    await request(PATH);
    expect(seen()?.get('projectKey')).toBe('audit');
  });
});

/** A Web Storage stand-in that keeps its entries in a map the test can read. */
function memoryStorage(): ProjectStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const audit = { name: 'Audit', projectKey: 'audit', displayName: 'Audit' };

describe('the remembered project', () => {
  it("keeps each user's choice under a key of its own", () => {
    const storage = memoryStorage();
    storeProjectKey(storage, 'admin', billing);
    storeProjectKey(storage, 'dev', audit);

    expect(projectStorageKey('admin')).toBe('arca.project.admin');
    expect(storage.entries.get('arca.project.admin')).toBe('billing');
    expect(readStoredProjectKey(storage, 'admin')).toBe('billing');
    expect(readStoredProjectKey(storage, 'dev')).toBe('audit');
    expect(readStoredProjectKey(storage, 'someone-else')).toBeNull();
  });

  it('forgets the entry when the user goes back to All', () => {
    const storage = memoryStorage();
    storeProjectKey(storage, 'admin', billing);
    storeProjectKey(storage, 'admin', ALL_PROJECTS);
    expect(storage.entries.has('arca.project.admin')).toBe(false);
  });

  it('finds the remembered project among those the user may pick', () => {
    expect(resolveStoredProject('audit', [billing, audit])).toEqual(audit);
  });

  it('R13.38 falls back to All for no key, the default key, the empty key or a project no longer offered', () => {
    expect(resolveStoredProject(null, [billing])).toBe(ALL_PROJECTS);
    expect(resolveStoredProject('default', [billing])).toBe(ALL_PROJECTS);
    expect(resolveStoredProject('', [billing, { name: 'Nameless', projectKey: '', displayName: 'Nameless' }])).toBe(
      ALL_PROJECTS,
    );
    expect(resolveStoredProject('retired', [billing])).toBe(ALL_PROJECTS);
  });

  it('reads nothing and keeps going when storage is blocked', () => {
    const blocked: ProjectStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredProjectKey(blocked, 'admin')).toBeNull();
    expect(() => storeProjectKey(blocked, 'admin', billing)).not.toThrow();
  });
});

describe('the store across users', () => {
  it("remembers a logged-in user's pick and restores it for that user only", () => {
    const store = useProjectContext.getState();
    store.restoreFor('admin', [billing, audit]);
    store.selectProject(billing);
    expect(window.localStorage.getItem('arca.project.admin')).toBe('billing');

    expect(store.restoreFor(null, [])).toBe(true);
    expect(useProjectContext.getState().project).toBe(ALL_PROJECTS);

    expect(store.restoreFor('dev', [billing, audit])).toBe(false);
    expect(useProjectContext.getState().project).toBe(ALL_PROJECTS);

    expect(store.restoreFor('admin', [billing, audit])).toBe(true);
    expect(useProjectContext.getState().project).toEqual(billing);
  });

  it('remembers nothing while nobody is logged in', () => {
    useProjectContext.getState().selectProject(billing);
    expect(window.localStorage.length).toBe(0);
  });

  it("takes a renamed project's new display name without counting it a change", () => {
    const store = useProjectContext.getState();
    store.restoreFor('admin', [billing]);
    store.selectProject(billing);
    expect(
      store.restoreFor('admin', [
        { name: 'Billing & Invoices', projectKey: 'billing', displayName: 'Billing & Invoices' },
      ]),
    ).toBe(false);
    expect(useProjectContext.getState().project.displayName).toBe('Billing & Invoices');
  });

  it("keeps the same user's pick while it is offered, remembered or not, and drops it when it goes", () => {
    const store = useProjectContext.getState();
    store.restoreFor('admin', [billing]);
    store.selectProject(billing);
    window.localStorage.clear();

    expect(store.restoreFor('admin', [audit, billing])).toBe(false);
    expect(useProjectContext.getState().project).toEqual(billing);

    expect(store.restoreFor('admin', [audit])).toBe(true);
    expect(useProjectContext.getState().project).toBe(ALL_PROJECTS);
  });
});
