import { setMeUpConfigOf } from '@arca/contract';
import { EmptyState } from '@arca/ui';
import { Drawer, Flex, Form, Select, Skeleton, Tag, theme } from 'antd';
import { useState } from 'react';
import { SetMeUpContent } from './set-me-up-content.tsx';
import { SET_ME_UP_DRAWER_WIDTH } from './set-me-up-drawer.tsx';
import { useReadableRepositories } from './set-me-up-queries.ts';

export interface SetMeUpTypeDrawerProps {
  /** A package type's value, any case (R13.35 lowercases it). */
  packageType: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Set-me-up for a package type (R13.33): the repositories of that type the user may read, a local
 * one first, and the client configuration of the one chosen.
 */
export function SetMeUpTypeDrawer({ packageType, open, onClose }: SetMeUpTypeDrawerProps) {
  const { token } = theme.useToken();
  const repositories = useReadableRepositories(open);
  const config = setMeUpConfigOf(packageType, repositories.data?.repositories ?? []);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const repoKey = chosen ?? config.availableRepos[0]?.key;
  return (
    <Drawer
      title={`Set Me Up: ${config.packageType}`}
      open={open}
      onClose={onClose}
      width={SET_ME_UP_DRAWER_WIDTH}
      destroyOnHidden
    >
      {repositories.isPending ? (
        <Skeleton active />
      ) : repoKey === undefined ? (
        <EmptyState
          header="No repository of this type"
          contentLines={['Create one to set up its client.']}
          canEdit={false}
        />
      ) : (
        <Flex vertical gap={token.margin}>
          <Form layout="vertical" component="div">
            <Form.Item label="Repository" htmlFor="set-me-up-repository" style={{ marginBottom: 0 }}>
              <Select
                id="set-me-up-repository"
                value={repoKey}
                onChange={setChosen}
                options={config.availableRepos.map((repo) => ({
                  value: repo.key,
                  label: (
                    <Flex justify="space-between" align="center">
                      {repo.key}
                      <Tag bordered={false}>{repo.type}</Tag>
                    </Flex>
                  ),
                }))}
              />
            </Form.Item>
          </Form>
          <SetMeUpContent key={repoKey} repoKey={repoKey} />
        </Flex>
      )}
    </Drawer>
  );
}
