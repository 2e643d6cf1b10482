import { GithubOutlined, KeyOutlined, LoginOutlined } from '@ant-design/icons';
import {
  isOAuthErrorCode,
  OAUTH_ERROR_PARAM,
  type OAuthProviderEntry,
  type OAuthProviderType,
  oauthErrorMessages,
  testIds,
} from '@arca/contract';
import { Alert, Button, Divider, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { REDIRECT_TO_PARAM } from '../../../shared/routing/paths.ts';
import { oauthLoginUrl } from '../oauth-login-url.ts';
import { redirectTarget } from '../redirect-target.ts';

const ICONS: Record<OAuthProviderType, ReactNode> = {
  github: <GithubOutlined />,
  openid: <KeyOutlined />,
  generic: <LoginOutlined />,
};

/**
 * The login page's OAuth part (R4.23, R4.30): one button per provider the server offers, each
 * starting that provider's login, and what went wrong when a provider login came back failed
 * (`?oauthError=`).
 */
export function OAuthButtons({ providers: offered }: { providers: readonly OAuthProviderEntry[] }) {
  const { token } = theme.useToken();
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
        <Alert
          type="error"
          showIcon
          title={oauthErrorMessages[isOAuthErrorCode(failure) ? failure : 'failed']}
          data-testid={testIds.oauthLogin.error}
          style={{ marginTop: token.marginLG }}
        />
      ) : null}
      {providers.length > 0 ? (
        <>
          <Divider plain>or</Divider>
          <Flex vertical gap={token.marginSM} data-testid={testIds.oauthLogin.providers}>
            {providers.map((provider) => (
              <Button
                key={provider.name}
                block
                size="large"
                icon={ICONS[provider.icon] ?? ICONS.generic}
                href={provider.href}
              >
                Log in with {provider.displayName || provider.name}
              </Button>
            ))}
          </Flex>
        </>
      ) : null}
    </>
  );
}
