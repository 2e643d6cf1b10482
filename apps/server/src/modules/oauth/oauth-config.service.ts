import {
  apiPaths,
  type OAuthConfigInput,
  type OAuthConfigView,
  type OAuthProviderEntry,
  type OAuthProviderInput,
  serverMessages,
} from '@arca/contract';
import type { SecretBox } from '../../lib/encryption.ts';
import { Invalid } from '../../lib/errors.ts';
import { originOf } from '../../lib/url-origin.ts';
import { type Actor, requireAdmin } from '../auth/actor.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';

const KEY = 'oauth';

/** A provider as stored: the client secret sealed with the master key, or absent. */
export type StoredOAuthProvider = Omit<OAuthProviderInput, 'clientSecret'> & { sealedClientSecret: string | null };

interface StoredOAuthConfig {
  providers: StoredOAuthProvider[];
}

/** A provider ready for a login: the secret opened for the token request. */
export type OAuthProvider = Omit<StoredOAuthProvider, 'sealedClientSecret'> & { clientSecret: string | null };

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The addresses of a provider. */
const ENDPOINTS = ['authorizeUrl', 'tokenUrl', 'userInfoUrl'] as const;

/**
 * The stored secret, for a provider sent without one, while each of its endpoints keeps the stored
 * one's origin (scheme, host and port): the secret goes to the token URL, the tokens it wins to the
 * user-info URL, and the authorize URL decides whose logins they are, so a provider moved elsewhere
 * must be given its secret again. Another path on the same origin reaches the provider that had it.
 */
function keptSecret(
  stored: StoredOAuthProvider | undefined,
  input: Pick<OAuthProviderInput, 'name' | (typeof ENDPOINTS)[number]>,
): string | null {
  if (!stored?.sealedClientSecret) return null;
  for (const field of ENDPOINTS) {
    const origin = originOf(input[field]);
    if (origin !== originOf(stored[field])) {
      throw new Invalid(serverMessages.oauthSecretForNewUrl(input.name, field, origin ?? input[field]));
    }
  }
  return stored.sealedClientSecret;
}

function toView({ sealedClientSecret, ...provider }: StoredOAuthProvider) {
  return { ...provider, clientSecretSet: sealedClientSecret !== null };
}

/** The OAuth providers of the instance, under the settings key 'oauth'. */
export class OAuthConfigService {
  readonly #settings: SettingsRepository;
  readonly #box: SecretBox;
  constructor(settings: SettingsRepository, box: SecretBox) {
    this.#settings = settings;
    this.#box = box;
  }

  async #stored(): Promise<StoredOAuthConfig> {
    return (await this.#settings.get<StoredOAuthConfig>(KEY)) ?? { providers: [] };
  }

  async read(actor: Actor): Promise<OAuthConfigView> {
    requireAdmin(actor);
    return { providers: (await this.#stored()).providers.map(toView) };
  }

  /**
   * Replaces the list; a provider sent without a secret keeps the one stored under its name, while
   * its endpoints keep their origins.
   */
  async update(actor: Actor, input: OAuthConfigInput): Promise<OAuthConfigView> {
    requireAdmin(actor);
    const problems: string[] = [];
    const names = new Set<string>();
    for (const p of input.providers) {
      if (names.has(p.name)) problems.push(`The provider name '${p.name}' is used twice`);
      names.add(p.name);
      for (const field of ENDPOINTS) {
        if (!isHttpUrl(p[field])) problems.push(`${field} of '${p.name}' must be an http or https address`);
      }
    }
    if (problems.length > 0) throw new Invalid('The OAuth settings are not valid', problems);
    const previous = new Map((await this.#stored()).providers.map((p) => [p.name, p]));
    const providers = input.providers.map(
      ({ clientSecret, ...p }): StoredOAuthProvider => ({
        ...p,
        sealedClientSecret: clientSecret ? this.#box.seal(clientSecret) : keptSecret(previous.get(p.name), p),
      }),
    );
    await this.#settings.put(KEY, { providers } satisfies StoredOAuthConfig);
    return { providers: providers.map(toView) };
  }

  /** The public list of the login page (R4.23, R28.016). */
  async entries(): Promise<OAuthProviderEntry[]> {
    return (await this.#stored()).providers.map((p) => ({
      name: p.name,
      displayName: p.displayName,
      type: p.type,
      url: `${apiPaths.oauthLoginRequest}?provider=${encodeURIComponent(p.name)}`,
      icon: p.type,
    }));
  }

  async provider(name: string): Promise<OAuthProvider | undefined> {
    const found = (await this.#stored()).providers.find((p) => p.name === name);
    if (!found) return undefined;
    const { sealedClientSecret, ...provider } = found;
    return { ...provider, clientSecret: sealedClientSecret === null ? null : this.#box.open(sealedClientSecret) };
  }
}
