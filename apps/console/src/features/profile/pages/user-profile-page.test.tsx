import {
  type AccessTokenResponse,
  accountRoutes,
  type IdentifyTokenRequest,
  OTP_HEADER,
  serverMessages,
  specMessages,
  type TokenInfo,
  tokenRoutes,
  type UpdateUserProfileRequest,
  type UserProfile,
  type UserProfileRequest,
} from '@arca/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, regularUser } from '../../../test/fixtures.ts';
import { mockCall } from '../../../test/mock-call.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server, startupHandlers } from '../../../test/server.ts';

type View = ReturnType<typeof renderApp>;

const dev: UserProfile = { name: 'dev', email: 'dev@example.com', admin: false, mfaEnrolled: false };

function token(id: string, subject: string, description: string): TokenInfo {
  return {
    token_id: id,
    subject,
    scope: 'applied-permissions/user',
    description,
    refreshable: false,
    issued_at: 1_700_000_000,
    expiry: 1_800_000_000,
  };
}

/** The profile calls, answering as `profile` for the password 'Secret-1'; the bodies are recorded. */
function profileHandlers(profile: UserProfile, tokens: () => TokenInfo[] = () => []) {
  const seen = { posts: [] as UserProfileRequest[], puts: [] as UpdateUserProfileRequest[] };
  const handlers = [
    mockCall(accountRoutes.userProfile, async ({ request }) => {
      const body = (await request.json()) as UserProfileRequest;
      seen.posts.push(body);
      if (body.password !== 'Secret-1') {
        return HttpResponse.json({ errors: [{ status: 400, message: serverMessages.wrongPassword }] }, { status: 400 });
      }
      return profile;
    }),
    mockCall(accountRoutes.updateUserProfile, async ({ request }) => {
      const body = (await request.json()) as UpdateUserProfileRequest;
      seen.puts.push(body);
      return { ...profile, email: body.email ?? profile.email };
    }),
    mockCall(tokenRoutes.list, () => ({ tokens: tokens() })),
  ];
  return { seen, handlers };
}

async function reauthenticate(view: View, password = 'Secret-1') {
  await view.user.type(await screen.findByLabelText('Current password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('user profile', () => {
  it('R28.035 opens the profile after the password is checked, then saves a new email with it', async () => {
    const { seen, handlers } = profileHandlers(dev);
    server.use(...startupHandlers(regularUser), ...handlers);
    const view = renderApp('/user_profile');
    expect(screen.queryByLabelText('Email')).toBeNull();
    await reauthenticate(view);

    const email = await screen.findByLabelText<HTMLInputElement>('Email');
    expect(seen.posts).toEqual([{ password: 'Secret-1' }]);
    expect(screen.getByText('Administrator').closest('tr')?.textContent).toContain('No');
    expect(email.value).toBe('dev@example.com');

    await view.user.clear(email);
    await view.user.type(email, 'dev@arca.example');
    await view.user.type(screen.getByLabelText('Current password'), 'Secret-1');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(seen.puts).toEqual([{ password: 'Secret-1', email: 'dev@arca.example' }]));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
  });

  it("shows the server's message when the password is refused", async () => {
    const { handlers } = profileHandlers(dev);
    server.use(...startupHandlers(regularUser), ...handlers);
    const view = renderApp('/user_profile');
    await reauthenticate(view, 'wrong');
    expect(await screen.findByText(serverMessages.wrongPassword)).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('refuses a new password whose confirmation differs', async () => {
    const { seen, handlers } = profileHandlers(dev);
    server.use(...startupHandlers(regularUser), ...handlers);
    const view = renderApp('/user_profile');
    await reauthenticate(view);
    await view.user.type(await screen.findByLabelText('New password'), 'New-Passw0rd');
    await view.user.type(screen.getByLabelText('Confirm new password'), 'Other-Passw0rd');
    await view.user.type(screen.getByLabelText('Current password'), 'Secret-1');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(specMessages.passwordsMustBeEqual)).toBeTruthy();
    expect(seen.puts).toEqual([]);
  });

  it('R28.034 generates an identity token and shows it once', async () => {
    const generated: IdentifyTokenRequest[] = [];
    const issued: AccessTokenResponse = {
      token_id: 'tok-9',
      access_token: 'eyJ.identity.token',
      expires_in: 86_400,
      scope: 'applied-permissions/user',
      token_type: 'Bearer',
    };
    let tokens: TokenInfo[] = [];
    const { handlers } = profileHandlers(dev, () => tokens);
    server.use(
      ...startupHandlers(regularUser),
      ...handlers,
      mockCall(accountRoutes.identifyToken, async ({ request }) => {
        generated.push((await request.json()) as IdentifyTokenRequest);
        tokens = [token('tok-9', 'dev', 'Identity token')];
        return issued;
      }),
    );
    const view = renderApp('/user_profile');
    await reauthenticate(view);
    // Only administrators may make a token that never expires.
    expect(await screen.findByRole('radio', { name: '30 days' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Never' })).toBeNull();
    await view.user.click(screen.getByText('1 day'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '1 day' }).checked).toBe(true);
    await view.user.click(screen.getByRole('button', { name: 'Generate an identity token' }));

    expect(await screen.findAllByText('eyJ.identity.token')).toHaveLength(1);
    expect(screen.getByText('Copy the token now: it will not be shown again.')).toBeTruthy();
    expect(generated).toEqual([{ expiresIn: 86_400 }]);
    const list = screen.getByRole('region', { name: 'Your tokens' });
    expect(await within(list).findByText('tok-9')).toBeTruthy();

    await view.user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('eyJ.identity.token')).toBeNull();
  });

  it("lists only the user's own tokens and revokes one after confirmation", async () => {
    const admin: UserProfile = { ...dev, name: 'admin', admin: true };
    let tokens = [token('tok-1', 'admin', 'CI'), token('tok-2', 'dev', 'Laptop')];
    const revoked: string[] = [];
    const { handlers } = profileHandlers(admin, () => tokens);
    server.use(
      ...startupHandlers(adminUser),
      ...handlers,
      mockCall(tokenRoutes.revoke, ({ params }) => {
        revoked.push(String(params.id));
        tokens = tokens.filter((entry) => entry.token_id !== params.id);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const view = renderApp('/user_profile');
    await reauthenticate(view);
    const list = await screen.findByRole('region', { name: 'Your tokens' });
    const row = (await within(list).findByText('tok-1')).closest('tr');
    if (!row) throw new Error('no row for tok-1');
    expect(within(list).queryByText('tok-2')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Never' })).toBeTruthy();

    await view.user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toEqual(['tok-1']));
    await waitFor(() => expect(within(list).queryByText('tok-1')).toBeNull());
  });

  it('M2 asks an account with an authenticator for a fresh code to save a change and to generate a token', async () => {
    const enrolled: UserProfile = { ...dev, mfaEnrolled: true };
    const { handlers } = profileHandlers(enrolled);
    const codes: Record<string, string | null> = {};
    server.use(
      ...startupHandlers(regularUser),
      mockCall(accountRoutes.updateUserProfile, async ({ request }) => {
        codes.save = request.headers.get(OTP_HEADER);
        const body = (await request.json()) as UpdateUserProfileRequest;
        return { ...enrolled, email: body.email ?? enrolled.email };
      }),
      mockCall(accountRoutes.identifyToken, ({ request }) => {
        codes.token = request.headers.get(OTP_HEADER);
        return {
          token_id: 'tok-1',
          access_token: 'eyJ.fresh.token',
          expires_in: 3600,
          scope: 'applied-permissions/user',
          token_type: 'Bearer',
        } satisfies AccessTokenResponse;
      }),
      ...handlers,
    );
    const view = renderApp('/user_profile');
    await reauthenticate(view);

    const email = await screen.findByLabelText('Email');
    await view.user.clear(email);
    await view.user.type(email, 'dev@arca.example');
    await view.user.type(screen.getByLabelText('Current password'), 'Secret-1');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    await view.user.type(screen.getByLabelText('Authenticator code'), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(codes.save).toBe('123456');

    const generate = screen.getByRole('button', { name: 'Generate an identity token' });
    expect(generate.hasAttribute('disabled')).toBe(true);
    await view.user.type(screen.getByLabelText('Authenticator code for the new token'), '654321');
    await view.user.click(generate);
    expect(await screen.findAllByText('eyJ.fresh.token')).toHaveLength(1);
    expect(codes.token).toBe('654321');
  });
});
