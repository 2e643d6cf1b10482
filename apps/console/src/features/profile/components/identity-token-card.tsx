import type { AccessTokenResponse, UserProfile } from '@arca/contract';
import { CodeSnippet } from '@arca/ui';
import { Alert, Button, Card, Flex, Radio, Typography, theme } from 'antd';
import { useState } from 'react';
import { useGenerateIdentityToken } from '../api/profile.ts';
import { identityTokenExpiries, NEVER_EXPIRES } from '../token-times.ts';
import { TokensTable } from './tokens-table.tsx';

const DEFAULT_EXPIRY = identityTokenExpiries[1].seconds;

/**
 * Identity tokens: a new one is shown once, right after it is made, and the user's tokens are
 * listed for revoking. Only administrators may make a token that never expires.
 */
export function IdentityTokenCard({ profile }: { profile: UserProfile }) {
  const { token } = theme.useToken();
  const generate = useGenerateIdentityToken(profile.name);
  const [expiresIn, setExpiresIn] = useState<number>(DEFAULT_EXPIRY);
  const [issued, setIssued] = useState<AccessTokenResponse>();
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
          <Button
            type="primary"
            loading={generate.isPending}
            onClick={() => generate.mutate({ expiresIn }, { onSuccess: setIssued })}
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
