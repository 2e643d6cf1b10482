import { apiPaths, testIds, type UserData } from '@arca/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from '../shared/http/index.ts';
import { resetTourIdentity, useTourIdentity } from '../shared/tour/product-tour.ts';
import { adminUser, regularUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { server, startupHandlers } from '../test/server.ts';

afterEach(() => resetTourIdentity());

describe("the product tour's identity", () => {
  it('R5.07 is the started user, and a user change resets it before the next user starts', async () => {
    const bob: UserData = { ...regularUser, name: 'bob' };
    server.use(
      ...startupHandlers(adminUser),
      http.post(apiPaths.logout, () => new HttpResponse(null, { status: 204 })),
      http.get('/ui/api/v1/proxied', () => HttpResponse.json({ errors: [{ status: 333 }] }, { status: 333 })),
    );
    renderApp('/packages');
    await screen.findByTestId(testIds.layout.content);
    expect(useTourIdentity.getState().userName).toBe(adminUser.name);
    const identities: Array<string | null> = [];
    const stop = useTourIdentity.subscribe((state) => identities.push(state.userName));

    // The proxy now names bob: the next call answers 333 and the console re-reads the user.
    server.use(...startupHandlers(bob));
    await request('/ui/api/v1/proxied').catch(() => undefined);

    await waitFor(() => expect(identities).toEqual([null, 'bob']));
    stop();
  });
});
