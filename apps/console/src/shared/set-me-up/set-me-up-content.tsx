import { KeyOutlined } from '@ant-design/icons';
import { isLoggedIn, OAUTH_REALM, type SetMeUpSnippet } from '@arca/contract';
import { CodeSnippet, type SnippetLanguage } from '@arca/ui';
import { Alert, Button, Flex, Form, Input, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { useAskedForOtp } from '../second-factor/one-time-password.ts';
import { OneTimePasswordItem } from '../second-factor/one-time-password-item.tsx';
import { useCurrentUser } from '../session/current-user.ts';
import { useSetMeUp, useSetMeUpToken } from './set-me-up-queries.ts';

function languageOf(snippet: SetMeUpSnippet): SnippetLanguage {
  if (snippet.file === undefined) return 'bash';
  return snippet.file.endsWith('.xml') ? 'xml' : 'text';
}

/**
 * The password again before a token is issued: an open session alone does not hand out a
 * credential. A user signed in through OAuth has no password here; their session stands for it,
 * so the token is issued at once (R2.18). When the server asks for it, the code of the user's
 * authenticator comes too.
 */
function TokenRequest({
  pending,
  failure,
  passwordless,
  withCode,
  onIssue,
}: {
  pending: boolean;
  failure?: string;
  passwordless: boolean;
  withCode: boolean;
  onIssue: (password: string, otp?: string) => void;
}) {
  const { token } = theme.useToken();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  if (!asking) {
    return (
      <Flex vertical gap={token.marginXS}>
        <Flex justify="space-between" align="center" gap={token.margin} wrap>
          <Typography.Text type="secondary">
            Replace {'<TOKEN>'} with {passwordless ? 'an access token' : 'your password or an access token'}, or have
            one issued now.
          </Typography.Text>
          <Button
            icon={<KeyOutlined />}
            loading={pending}
            onClick={() => (passwordless ? onIssue('') : setAsking(true))}
          >
            Generate token
          </Button>
        </Flex>
        {passwordless && failure ? <Typography.Text type="danger">{failure}</Typography.Text> : null}
      </Flex>
    );
  }
  return (
    <Form<{ otp?: string }>
      layout="vertical"
      onFinish={(values) => onIssue(password, values.otp)}
      style={{ padding: token.paddingSM, background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG }}
    >
      <Form.Item
        label="Enter your password to issue a token"
        htmlFor="set-me-up-password"
        validateStatus={failure && !withCode ? 'error' : undefined}
        help={withCode ? undefined : failure}
        style={{ marginBottom: token.marginSM }}
      >
        <Input.Password
          id="set-me-up-password"
          autoFocus
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Form.Item>
      {withCode ? (
        <>
          {failure ? <Typography.Text type="danger">{failure}</Typography.Text> : null}
          <OneTimePasswordItem />
        </>
      ) : null}
      <Flex gap={token.marginXS} justify="flex-end">
        <Button onClick={() => setAsking(false)}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={password === ''} loading={pending}>
          Issue token
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * How to point a package client at a repository: its configuration files and commands, each with a
 * copy button. A token can be issued into them after the password is entered again; it is shown
 * this once and forgotten when the content goes.
 */
export function SetMeUpContent({ repoKey }: { repoKey: string }) {
  const { token } = theme.useToken();
  const user = useCurrentUser().data;
  // Anonymous visitors read the snippets but cannot have a token issued.
  const canIssueToken = user !== undefined && isLoggedIn(user);
  const setMeUp = useSetMeUp(repoKey, true);
  const issue = useSetMeUpToken(repoKey);
  const withCode = useAskedForOtp(issue.error);
  const shown = issue.data ?? setMeUp.data;
  if (setMeUp.isError) return <Alert type="error" showIcon message="The client configuration could not be loaded." />;
  if (!shown) return <Skeleton active />;
  return (
    <Flex vertical gap={token.marginLG}>
      {issue.data ? (
        <Alert
          type="warning"
          showIcon
          message="A token was issued for you and put into the snippets below."
          description="Copy it now: it is not shown again. It works like your password for package clients."
        />
      ) : canIssueToken ? (
        <TokenRequest
          pending={issue.isPending}
          {...(issue.isError ? { failure: issue.error.message || 'No token could be issued.' } : {})}
          passwordless={user.realm === OAUTH_REALM}
          withCode={withCode}
          onIssue={(password, otp) => issue.mutate({ body: { password }, otp })}
        />
      ) : null}
      {shown.snippets.map((snippet) => (
        <div key={snippet.id}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {snippet.title}
          </Typography.Title>
          {snippet.file ? (
            <Typography.Paragraph type="secondary" style={{ marginBottom: token.marginXS }}>
              In <Typography.Text code>{snippet.file}</Typography.Text>
            </Typography.Paragraph>
          ) : null}
          <CodeSnippet
            code={snippet.text.replace(/\n$/, '')}
            title={snippet.title}
            language={languageOf(snippet)}
            prompt={snippet.file === undefined}
          />
        </div>
      ))}
    </Flex>
  );
}
