import { clientLoginRoutes, OTP_HEADER, OTP_REQUIRED_CODE, serverMessages, testIds } from '@arca/contract';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storeCliClientSession } from '../../../shared/routing/cli-client-session.ts';
import { regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

const SESSION = '0b6c4f3e-9a51-4d2e-8f7a-1c2d3e4fa9b7';

describe('CLI login', () => {
  it('M2 asks an account with an authenticator for its code when the server wants one, then confirms with it', async () => {
    storeCliClientSession(`?jfClientSession=${SESSION}&jfClientName=jf`);
    const codes: (string | null)[] = [];
    server.use(
      ...startupHandlers(regularUser),
      mockCall(clientLoginRoutes.response, ({ request }) => {
        const code = request.headers.get(OTP_HEADER);
        codes.push(code);
        if (code !== null) return {};
        return HttpResponse.json(
          { errors: [{ status: 400, message: serverMessages.otpRequired, code: OTP_REQUIRED_CODE }] },
          { status: 400 },
        );
      }),
    );
    const view = renderApp('/login/cli');
    await view.user.type(await screen.findByTestId(testIds.cliLogin.code), SESSION.slice(-4));
    await view.user.click(screen.getByTestId(testIds.cliLogin.submit));
    expect(await screen.findByText(serverMessages.otpRequired)).toBeTruthy();

    await view.user.type(screen.getByLabelText('Authenticator code'), '123456');
    await view.user.click(screen.getByTestId(testIds.cliLogin.submit));
    expect(await screen.findByTestId(testIds.cliLogin.done)).toBeTruthy();
    expect(codes).toEqual([null, '123456']);
  });

  it('approves an npm web login without a code, which npm never shows, and asks a JFrog CLI login for its code still', async () => {
    const npmSession = '0b6c4f3e-9a51-8d2e-8f7a-1c2d3e4fa9b7';
    storeCliClientSession(`?jfClientSession=${npmSession}&jfClientName=npm`);
    const bodies: unknown[] = [];
    server.use(
      ...startupHandlers(regularUser),
      mockCall(clientLoginRoutes.response, async ({ request }) => {
        bodies.push(await request.json());
        return {};
      }),
    );
    const view = renderApp('/login/cli');
    const approve = await screen.findByTestId(testIds.cliLogin.submit);
    expect(approve.textContent).toBe('Approve npm');
    expect(screen.queryByTestId(testIds.cliLogin.code)).toBeNull();
    await view.user.click(approve);
    expect(await screen.findByTestId(testIds.cliLogin.done)).toBeTruthy();
    expect(bodies).toEqual([{ session: npmSession, code: 'a9b7' }]);

    storeCliClientSession(`?jfClientSession=${SESSION}&jfClientName=jf`);
    view.unmount();
    renderApp('/login/cli');
    expect(await screen.findByTestId(testIds.cliLogin.code)).toBeTruthy();
  });
});
