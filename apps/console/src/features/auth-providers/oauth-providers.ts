import type { OAuthProviderInput, OAuthProviderType, OAuthProviderView } from '@arca/contract';

/** What the provider form holds: a provider as written, the secret optional when one is stored. */
export type OAuthProviderFormValues = Omit<OAuthProviderInput, 'clientSecret'> & { clientSecret?: string };

/** The addresses GitHub's OAuth apps use, filled in when an administrator picks that type. */
const githubUrls = {
  authorizeUrl: 'https://github.com/login/oauth/authorize',
  tokenUrl: 'https://github.com/login/oauth/access_token',
  userInfoUrl: 'https://api.github.com/user',
  scope: 'read:user user:email',
} as const;

export const providerTypeLabels: Record<OAuthProviderType, string> = {
  openid: 'OpenID Connect',
  github: 'GitHub',
  generic: 'Generic OAuth 2.0',
};

export function newProviderValues(): OAuthProviderFormValues {
  return {
    name: '',
    displayName: '',
    type: 'openid',
    clientId: '',
    authorizeUrl: '',
    tokenUrl: '',
    userInfoUrl: '',
    scope: 'openid profile email',
    autoCreateUsers: false,
  };
}

/** Defaults for a type: GitHub's fixed addresses, blank ones stay as typed for the others. */
export function typeDefaults(type: OAuthProviderType): Partial<OAuthProviderFormValues> {
  return type === 'github' ? githubUrls : {};
}

/** A stored provider as the server takes it back: without a secret, so the stored one is kept. */
export function providerInputOf(view: OAuthProviderView): OAuthProviderInput {
  const { clientSecretSet: _set, ...input } = view;
  return input;
}

/** The form's values as a provider: a blank secret is left out, keeping the stored one. */
export function providerOfValues(values: OAuthProviderFormValues): OAuthProviderInput {
  const { clientSecret, ...rest } = values;
  return { ...rest, ...(clientSecret ? { clientSecret } : {}) };
}

/** The list after adding or replacing one provider (matched by the name it had before the edit). */
export function withProvider(
  stored: readonly OAuthProviderView[],
  provider: OAuthProviderInput,
  replacing: string | undefined,
): OAuthProviderInput[] {
  const others = stored.map(providerInputOf);
  if (replacing === undefined) return [...others, provider];
  return others.map((entry) => (entry.name === replacing ? provider : entry));
}

export function withoutProvider(stored: readonly OAuthProviderView[], name: string): OAuthProviderInput[] {
  return stored.filter((entry) => entry.name !== name).map(providerInputOf);
}
