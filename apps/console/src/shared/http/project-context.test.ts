import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { request } from './client.ts';
import { ALL_PROJECTS, isAllProjects, projectQuery, useProjectContext, withProjectQuery } from './project-context.ts';

const PATH = '/ui/api/v1/test/scoped';
const billing = { projectKey: 'billing', displayName: 'Billing' };

afterEach(() => useProjectContext.getState().selectProject(ALL_PROJECTS));

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
  it("R13.37 starts in All: key 'default', display 'All'", () => {
    expect(useProjectContext.getState().project).toEqual({ projectKey: 'default', displayName: 'All' });
  });

  it('R13.37 R13.38 counts the default key and an empty key as All', () => {
    expect(isAllProjects(ALL_PROJECTS)).toBe(true);
    expect(isAllProjects({ projectKey: '', displayName: 'All' })).toBe(true);
    expect(isAllProjects(billing)).toBe(false);
  });

  it('R6.01 keeps the project the setter selects for the requests to read', () => {
    useProjectContext.getState().selectProject(billing);
    expect(useProjectContext.getState().project).toEqual(billing);
  });

  it('R6.01 names the project and the project context, and nothing for All', () => {
    expect(projectQuery(billing)).toEqual({ projectKey: 'billing', context: 'project' });
    expect(projectQuery(ALL_PROJECTS)).toEqual({});
    expect(projectQuery({ projectKey: '', displayName: 'All' })).toEqual({});
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

    useProjectContext.getState().selectProject({ projectKey: '', displayName: 'All' });
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
    useProjectContext.getState().selectProject({ projectKey: 'audit', displayName: 'Audit' });
    await request(PATH);
    expect(seen()?.get('projectKey')).toBe('audit');
  });
});
