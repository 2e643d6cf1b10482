import { Flex, theme } from 'antd';
import { MemberPanel } from './member-panel.tsx';

/** The project's members: users and groups, each with their roles there. */
export function MembersSection({ projectKey }: { projectKey: string }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginLG}>
      <MemberPanel projectKey={projectKey} kind="users" />
      <MemberPanel projectKey={projectKey} kind="groups" />
    </Flex>
  );
}
