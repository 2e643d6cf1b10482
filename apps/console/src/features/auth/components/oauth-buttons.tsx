import {
  isOAuthErrorCode,
  OAUTH_ERROR_PARAM,
  type OAuthProviderEntry,
  type OAuthProviderType,
  oauthErrorMessages,
  testIds,
} from '@arca/contract';
import { useSearchParams } from 'react-router';
import { REDIRECT_TO_PARAM } from '../../../shared/routing/paths.ts';
import { oauthLoginUrl } from '../oauth-login-url.ts';
import { redirectTarget } from '../redirect-target.ts';
import { AuthIcon, type AuthIconName } from './auth-icons.tsx';
import { PlainAlert } from './plain-alert.tsx';
import { PlainDivider } from './plain-divider.tsx';

const ICONS: Record<OAuthProviderType, AuthIconName> = {
  github: 'github',
  openid: 'key',
  generic: 'login',
};

/**
 * The login page's OAuth part (R4.23, R4.30): one button per provider the server offers, each
 * starting that provider's login, and what went wrong when a provider login came back failed
 * (`?oauthError=`).
 */
export function OAuthButtons({ providers: offered }: { providers: readonly OAuthProviderEntry[] }) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(REDIRECT_TO_PARAM);
  const redirectTo = requested ? redirectTarget(requested) : undefined;
  const failure = searchParams.get(OAUTH_ERROR_PARAM);
  const providers = offered.flatMap((provider) => {
    const href = oauthLoginUrl(provider.url, redirectTo);
    return href ? [{ ...provider, href }] : [];
  });

  return (
    <>
      {failure !== null ? (
        <PlainAlert
          type="error"
          title={oauthErrorMessages[isOAuthErrorCode(failure) ? failure : 'failed']}
          testId={testIds.oauthLogin.error}
          placement="below"
        />
      ) : null}
      {providers.length > 0 ? (
        <>
          <PlainDivider />
          <div className="arca-auth-providers" data-testid={testIds.oauthLogin.providers}>
            {providers.map((provider) => (
              <a key={provider.name} className="arca-button arca-button-large arca-button-block" href={provider.href}>
                <AuthIcon name={ICONS[provider.icon] ?? ICONS.generic} />
                Log in with {provider.displayName || provider.name}
              </a>
            ))}
          </div>
        </>
      ) : null}
    </>
  );
}
