import { KeyOutlined } from '@ant-design/icons';
import { isLoggedIn, type SetMeUpSnippet } from '@arca/contract';
import { CodeSnippet, type SnippetLanguage } from '@arca/ui';
import { Alert, Button, Drawer, Flex, Skeleton, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { useCurrentUser } from '../session/current-user.ts';
import { useSetMeUp, useSetMeUpToken } from './set-me-up-queries.ts';

export interface SetMeUpDrawerProps {
  repoKey: string;
  open: boolean;
  onClose: () => void;
}

const DRAWER_WIDTH = 640;

function languageOf(snippet: SetMeUpSnippet): SnippetLanguage {
  if (snippet.file === undefined) return 'bash';
  return snippet.file.endsWith('.xml') ? 'xml' : 'text';
}

/**
 * How to point a package client at a repository: its configuration files and commands. A token
 * can be issued into them; it is shown this once and forgotten when the drawer closes.
 */
export function SetMeUpDrawer({ repoKey, open, onClose }: SetMeUpDrawerProps) {
  const { token } = theme.useToken();
  const user = useCurrentUser().data;
  // Anonymous visitors read the snippets but cannot have a token issued.
  const canIssueToken = user !== undefined && isLoggedIn(user);
  const setMeUp = useSetMeUp(repoKey, open);
  const issue = useSetMeUpToken(repoKey);
  const { reset } = issue;
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  const shown = issue.data ?? setMeUp.data;
  return (
    <Drawer title={`Set Me Up: ${repoKey}`} open={open} onClose={onClose} width={DRAWER_WIDTH} destroyOnHidden>
      {setMeUp.isError ? (
        <Alert type="error" showIcon message="The client configuration could not be loaded." />
      ) : !shown ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={token.marginLG}>
          {issue.data ? (
            <Alert
              type="warning"
              showIcon
              message="A token was issued for you and put into the snippets below."
              description="Copy it now: it is not shown again. It works like your password for package clients."
            />
          ) : canIssueToken ? (
            <Flex justify="space-between" align="center" gap={token.margin} wrap>
              <Typography.Text type="secondary">
                Replace {'<TOKEN>'} with your password or an access token, or have one issued now.
              </Typography.Text>
              <Button icon={<KeyOutlined />} loading={issue.isPending} onClick={() => issue.mutate()}>
                Generate token
              </Button>
            </Flex>
          ) : null}
          {issue.isError ? <Alert type="error" showIcon message="No token could be issued." /> : null}
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
      )}
    </Drawer>
  );
}
