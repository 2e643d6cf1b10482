import type { AccessTokenResponse, UserProfile } from '@arca/contract';
import { CodeSnippet } from '@arca/ui';
import { Alert, Button, Card, Flex, Input, Radio, Typography, theme } from 'antd';
import { useState } from 'react';
import { useGenerateIdentityToken } from '../api/profile.ts';
import { identityTokenExpiries, NEVER_EXPIRES } from '../token-times.ts';
import { TokensTable } from './tokens-table.tsx';

const DEFAULT_EXPIRY = identityTokenExpiries[1].seconds;

/**
 * Identity tokens: a new one is shown once, right after it is made, and the user's tokens are
 * listed for revoking. Only administrators may make a token that never expires. An account with
 * an authenticator confirms each new token with a fresh code.
 */
export function IdentityTokenCard({ profile }: { profile: UserProfile }) {
  const { token } = theme.useToken();
  const generate = useGenerateIdentityToken(profile.name);
  const [expiresIn, setExpiresIn] = useState<number>(DEFAULT_EXPIRY);
  const [issued, setIssued] = useState<AccessTokenResponse>();
  const [otp, setOtp] = useState('');
  const withCode = profile.mfaEnrolled;
  const options = identityTokenExpiries
    .filter((expiry) => profile.admin || expiry.seconds !== NEVER_EXPIRES)
    .map((expiry) => ({ value: expiry.seconds, label: expiry.label }));

  return (
    <Card title="Identity tokens">
      <Flex vertical gap={token.margin}>
        <Typography.Text type="secondary">
          An identity token stands in for your password in clients and scripts, with your permissions.
        </Typography.Text>
        <Flex align="center" gap={token.margin} wrap>
          <Radio.Group
            aria-label="Expires in"
            optionType="button"
            options={options}
            value={expiresIn}
            onChange={(event) => setExpiresIn(Number(event.target.value))}
          />
          {withCode ? (
            <Input
              aria-label="Authenticator code for the new token"
              placeholder="Authenticator code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
              style={{ width: 180 }}
            />
          ) : null}
          <Button
            type="primary"
            loading={generate.isPending}
            disabled={withCode && otp.length !== 6}
            onClick={() =>
              generate.mutate(
                { body: { expiresIn }, otp: withCode ? otp : undefined },
                {
                  onSuccess: (token) => {
                    setIssued(token);
                    setOtp('');
                  },
                },
              )
            }
          >
            Generate an identity token
          </Button>
        </Flex>
        {generate.isError ? <Alert type="error" showIcon title={generate.error.message} /> : null}
        {issued ? (
          <Flex vertical gap={token.marginXS}>
            <Alert type="warning" showIcon title="Copy the token now: it will not be shown again." />
            <CodeSnippet
              code={issued.access_token}
              title="New identity token"
              language="text"
              showLineNumbers={false}
              expandable={false}
            />
            <div>
              <Button onClick={() => setIssued(undefined)}>Done</Button>
            </div>
          </Flex>
        ) : null}
        <TokensTable userName={profile.name} />
      </Flex>
    </Card>
  );
}
